import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import {
  type ActionsOfBuild,
  actionEnvelopeProblem,
  isActionCall,
  oversizedPost,
} from '@/lib/http/action-envelope';
import { buildActionsOf, buildRoutesOf } from '@/lib/http/action-ids';
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import { isBotSlug } from '@/content/bot';
import { renewSessionCookie } from '@/lib/desk/session-cookie';
import { env } from '@/lib/env';

/** A file of this build, read once at start; `next dev` rewrites them as it compiles. */
function buildFile<T>(...names: string[]): T | undefined {
  const file = path.join(
    /* turbopackIgnore: true */ process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    ...names,
  );
  if (process.env.NODE_ENV !== 'production' || !fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/**
 * Sends the Content-Security-Policy of this build. The script hashes are written after
 * `next build` (scripts/csp-hashes.mjs); `next dev` has none and needs eval, so it gets no CSP.
 * A production build without them answers 500 rather than a page without its CSP.
 */
type Policies = { byRoute: Map<string, string>; notFound: string };

function loadPolicies(): Policies | undefined {
  const routes = buildFile<Record<string, string[]>>('csp-hashes.json');
  if (!routes) return undefined;
  const byRoute = new Map(
    Object.entries(routes).map(([route, hashes]) => [route, contentSecurityPolicy(hashes)]),
  );
  return { byRoute, notFound: contentSecurityPolicy(routes['/_not-found'] ?? []) };
}

const policies = loadPolicies();

/**
 * This build's server actions, the only ones a post may name, each on the pages that have it:
 * Next answers any other as this proxy does (lib/http/action-envelope.ts), but with a stack trace
 * in the log each time.
 */
function loadActions(): ActionsOfBuild | undefined {
  const references = buildFile<Parameters<typeof buildActionsOf>[0]>(
    'server',
    'server-reference-manifest.json',
  );
  const appPathRoutes = buildFile<Record<string, string>>('app-path-routes-manifest.json');
  const routes = buildFile<Parameters<typeof buildRoutesOf>[0]>('routes-manifest.json');
  if (!references || !appPathRoutes || !routes) return undefined;
  return { actions: buildActionsOf(references, appPathRoutes), routes: buildRoutesOf(routes) };
}

const actions = loadActions();

export async function proxy(request: NextRequest) {
  // Next answers a server action body it cannot decode with a 500: refuse it here for what it is.
  // Any other post, only when larger than a form.
  const problem = (await actionEnvelopeProblem(request, actions)) ?? (await oversizedPost(request));
  if (problem) {
    return new NextResponse(problem.message, {
      status: problem.status,
      headers: problem.headers,
    });
  }
  if (!policies && process.env.NODE_ENV === 'production') {
    // Fail closed: no page without its CSP (server.mjs refuses to start without the hashes).
    return new NextResponse('No CSP hashes in this build: run `npm run build`.', { status: 500 });
  }
  if (isDeskPath(request.nextUrl.pathname)) return deskResponse(request);
  if (isSearch(request)) return withNonce(request, new URL('/bots/search', request.url));
  // The comparison is rendered per request, for the bots its address names (app/compare).
  if (isCompare(request)) return withNonce(request);
  if (isMissingBot(request)) return missingBot(request);
  if (policies && isFormPost(request)) return withNonce(request);
  const response = NextResponse.next();
  if (policies) {
    // A path no page was prerendered for is answered by the prerendered 404 page.
    const { pathname } = request.nextUrl;
    const policy = policies.byRoute.get(pathname.replace(/(.)\/$/, '$1')) ?? policies.notFound;
    response.headers.set('Content-Security-Policy', policy);
  }
  return response;
}

/** A form posted without JavaScript: a POST document request, not an action called by fetch. */
function isFormPost(request: NextRequest): boolean {
  return request.method === 'POST' && !isActionCall(request);
}

/**
 * The hero search sent without JavaScript (/bots?q=…): answered by the results page, rendered
 * now, while /bots itself stays prerendered. The address the visitor sees stays /bots?q=….
 */
function isSearch(request: NextRequest): boolean {
  const { pathname, searchParams } = request.nextUrl;
  return (
    request.method === 'GET' &&
    (pathname === '/bots' || pathname === '/bots/') &&
    (searchParams.get('q') ?? '').trim() !== ''
  );
}

function isCompare(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  return pathname === '/compare' || pathname === '/compare/';
}

/** The page of a bot that is not one (/bots/nope, /bots/nope/order): answered by MISSING_BOT. */
function isMissingBot(request: NextRequest): boolean {
  const slug = /^\/bots\/([^/]+)/.exec(request.nextUrl.pathname)?.[1];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    slug !== undefined &&
    !isBotSlug(slug) &&
    !NOT_BOTS.has(slug)
  );
}

/** The routes under /bots/ that are not a bot's. */
const NOT_BOTS = new Set(['search']);

/** What Next.js sends with a 404 of its own. */
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A 404 prerendered with 'Bot not found!' in its HTML (app/bots/missing-bot). */
const MISSING_BOT = '/bots/missing-bot';

function missingBot(request: NextRequest): NextResponse {
  const response = rewrite(request, new URL(MISSING_BOT, request.url), { status: 404 });
  const policy = policies?.byRoute.get(MISSING_BOT);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  // Stored by no cache, as Next.js answers every other path it does not find: prerendered, this
  // page would go out with a year's s-maxage, and a CDN would keep the 404 of a bot added later.
  response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
  return response;
}

/**
 * Such a post, or a search, is answered by a page rendered now, whose inline scripts no prerendered hash
 * covers. Next.js reads the nonce from the request's policy and puts it on every script it
 * renders, so the page still runs, and hydrates, under a policy without 'unsafe-inline'.
 */
function withNonce(request: NextRequest, rewriteTo?: URL): NextResponse {
  if (!policies) return rewriteTo ? rewrite(request, rewriteTo) : NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = rewriteTo
    ? rewrite(request, rewriteTo, { headers })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** The same request, answered by another route, its query kept. */
function rewrite(
  request: NextRequest,
  to: URL,
  { headers, status }: { headers?: Headers; status?: number } = {},
): NextResponse {
  to.search = request.nextUrl.search;
  return NextResponse.rewrite(to, {
    ...(headers && { request: { headers } }),
    ...(status && { status }),
  });
}

function isDeskPath(pathname: string): boolean {
  return pathname === '/desk' || pathname.startsWith('/desk/');
}

/**
 * The provider's desk (docs/desk.md): off, and not found, without DESK_OWNERS; else rendered per
 * request, so under a nonce, and never stored nor indexed. The session itself is checked by
 * the desk's pages and actions (lib/desk), not here.
 */
function deskResponse(request: NextRequest): NextResponse {
  const on = Boolean(env().DESK_OWNERS);
  const response = on ? withNonce(request) : new NextResponse('Not found', { status: 404 });
  if (on) renewSessionCookie(request, response);
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Documents only: static assets carry no scripts of their own to police (the site has no
  // favicon.ico: the not-found page answers it, with its policy). /_next/image is the
  // not-found page here (next.config.ts). Nor the routes that take posts of their own and check
  // their bodies themselves, answering no page: a demo's message (DEMO_REPLY_PATH,
  // lib/demo/reply.ts) and the desk's sign-in calls (AUTH_BASE_PATH, lib/desk/auth-routes.ts).
  // Next copies a post's body for this: that cost each demo message a tenth of its time on the
  // request thread, and logged an error for each post whose sender left mid-body.
  // Each path skipped whole, never as a prefix: `/icon.svg/x` or `/_next/staticx` is a path of
  // pages, whose not-found page needs its policy and whose action calls their check (a prefix let
  // them through to a 500 and a stack trace in the log).
  matcher: ['/((?!_next/static/|icon\\.svg$|demo/reply$|desk/api/auth/).*)'],
};
