import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { ACTION_BODY_LIMIT_BYTES, contentSecurityPolicy } from '@/lib/security-headers';

/**
 * Sends the Content-Security-Policy of this build. The script hashes are written after
 * `next build` (scripts/csp-hashes.mjs); `next dev` has none and needs eval, so it gets no CSP.
 */
type Policies = { byRoute: Map<string, string>; notFound: string };

function loadPolicies(): Policies | undefined {
  const file = path.join(
    /* turbopackIgnore: true */ process.cwd(),
    process.env.NEXT_DIST_DIR || '.next',
    'csp-hashes.json',
  );
  if (process.env.NODE_ENV !== 'production' || !fs.existsSync(file)) return undefined;
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const byRoute = new Map(
    Object.entries(routes).map(([route, hashes]) => [route, contentSecurityPolicy(hashes)]),
  );
  return { byRoute, notFound: contentSecurityPolicy(routes['/_not-found'] ?? []) };
}

const policies = loadPolicies();

export function proxy(request: NextRequest) {
  if (request.headers.has('next-action')) {
    // Next answers an over-long action body, or one it cannot decode, with a 500. Every form here
    // posts multipart form data, so anything else is refused for what it is before it gets there.
    const length = Number(request.headers.get('content-length') ?? 0);
    if (length > ACTION_BODY_LIMIT_BYTES) {
      return new NextResponse('Request body too large', { status: 413 });
    }
    if (!/^multipart\/form-data;.*boundary=/i.test(request.headers.get('content-type') ?? '')) {
      return new NextResponse('Bad request: forms are sent as multipart/form-data', {
        status: 400,
      });
    }
  }
  const response = NextResponse.next();
  if (policies) {
    // A path no page was prerendered for is answered by the prerendered 404 page.
    const { pathname } = request.nextUrl;
    const policy = policies.byRoute.get(pathname.replace(/(.)\/$/, '$1')) ?? policies.notFound;
    response.headers.set('Content-Security-Policy', policy);
  }
  return response;
}

export const config = {
  // Documents only: static assets and images carry no scripts of their own to police.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
