import 'server-only';
import { AUTH_BASE_PATH, getAuth } from '@/lib/auth';
import { originOf } from '@/lib/desk/session';
import { env } from '@/lib/env';
import { TOO_LARGE, readAtMost } from '@/lib/http/action-envelope';
import { ACTION_BODY_LIMIT_BYTES } from '@/lib/http/body-limit';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';
import { clientAddress, plainAddress } from '@/lib/submission/client-address';

/**
 * The endpoints of Better Auth the desk uses, under AUTH_BASE_PATH: the two links an owner opens
 * (desk:link's and the e-mailed one) and the four steps of the two passkey ceremonies. Every
 * other path of Better Auth's is not found: asking for an e-mailed link among them, which the
 * sign-in page does through Better Auth's server API after counting it against its limits
 * (lib/desk/sign-in.ts), and any path a stranger makes up, which Better Auth would count in a
 * row of its own.
 */
const DESK_PATHS = new Set([
  '/desk-link',
  '/magic-link/verify',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
]);

/** The links an owner opens in a browser: refused over a limit, they say so on the sign-in page. */
const LINKS = new Set(['/desk-link', '/magic-link/verify']);

const notFound = () => new Response('Not found', { status: 404 });

/** Where Better Auth sends the browser after a link, as the link names it. */
const CALLBACKS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'];

/**
 * A path of this site: the links the desk makes name `/desk`. Better Auth refuses any other
 * (403), but logs an error line with the whole address each time, as long as a stranger makes it.
 */
const sitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 200;

/**
 * Better Auth's answer to a request for one of the desk's endpoints, only while the desk is on.
 * Its limits count the client the form limits count (TRUST_PROXY read, an IPv6 address by its
 * /64), written in a header of ours over any the client sent.
 */
export async function authResponse(request: Request): Promise<Response> {
  const response = await answer(request);
  // Never stored nor indexed, as every answer of the desk (proxy.ts, which this route skips).
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function answer(request: Request): Promise<Response> {
  // A passkey's steps post a few hundred bytes of JSON. The gate refuses a larger body that says
  // its size; one sent chunked is kept no further than a form's limit, whatever the path. A
  // sender gone mid-body is answered quietly (nobody reads it): Next.js logged each one.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body: Uint8Array<ArrayBuffer> | null | undefined;
  try {
    body = hasBody ? await readAtMost(request, ACTION_BODY_LIMIT_BYTES) : undefined;
  } catch {
    return new Response('Bad request: the body could not be read', { status: 400 });
  }
  if (body === null) return new Response(TOO_LARGE.message, { status: TOO_LARGE.status });
  if (!env().DESK_OWNERS) return notFound();
  const url = new URL(request.url);
  const { pathname, searchParams } = url;
  const path = pathname.slice(AUTH_BASE_PATH.length);
  if (!DESK_PATHS.has(path)) return notFound();
  if (CALLBACKS.some((name) => searchParams.getAll(name).some((value) => !sitePath(value)))) {
    return new Response('Forbidden: not a page of this site', { status: 403 });
  }
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const client = clientAddress(headers, env().TRUST_PROXY);
  if (client) headers.set(CLIENT_ADDRESS_HEADER, plainAddress(client));
  // An e-mailed link that lost its errorCallbackURL (cut short by a mail client, copied in part)
  // fails onto the sign-in page's sentence, as a whole one does, not onto the home page with
  // Better Auth's error code in its address.
  if (path === '/magic-link/verify' && !searchParams.has('errorCallbackURL')) {
    searchParams.set('errorCallbackURL', '/desk/sign-in?notice=link-failed');
  }
  const auth = await getAuth(originOf(request.headers));
  // A new request from its parts: the one Next.js hands a route is of a class of its own, which
  // the platform's Request cannot copy.
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
  if (response.status === 429 && LINKS.has(path)) {
    // Not used: the limit is checked before the link is read.
    return new Response(null, {
      status: 303,
      headers: { Location: '/desk/sign-in?notice=link-limited' },
    });
  }
  return response;
}
