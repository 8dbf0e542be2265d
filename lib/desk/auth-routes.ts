import 'server-only';
import { z } from 'zod';
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

/** Bytes as WebAuthn's JSON writes them: base64url, bounded (a credential id is ≤ 1,023 bytes). */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A credential's answer as the browser serializes it (WebAuthn's PublicKeyCredential JSON). */
const credential = <Response extends z.ZodRawShape>(response: Response) =>
  z.looseObject({
    id: base64url.max(2_048),
    rawId: base64url.max(2_048),
    type: z.literal('public-key'),
    response: z.looseObject(response),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(100).nullish(),
  });

/**
 * What the two passkey steps that take a browser's answer are posted. Better Auth takes any object
 * there and queries with what it holds: an id missing, of another type or with a NUL in it was a
 * 500 and a stack trace in the log with the stranger's text in it, twice, for each try.
 */
const PASSKEY_ANSWERS: Record<string, z.ZodType> = {
  '/passkey/verify-authentication': z.looseObject({
    response: credential({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.nullish(),
    }),
  }),
  '/passkey/verify-registration': z.looseObject({
    response: credential({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.string().max(100)).max(20).optional(),
    }),
    name: z.string().max(200).optional(),
  }),
};

/** Whether `body` is JSON that `schema` takes. */
function answersAs(schema: z.ZodType, body: Uint8Array | undefined): boolean {
  try {
    return schema.safeParse(JSON.parse(new TextDecoder().decode(body))).success;
  } catch {
    return false;
  }
}

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
  const answerSchema = PASSKEY_ANSWERS[path];
  if (answerSchema && request.method === 'POST' && !answersAs(answerSchema, body ?? undefined)) {
    return new Response("Bad request: not a passkey's answer", { status: 400 });
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
