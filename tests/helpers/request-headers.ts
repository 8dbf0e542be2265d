import { randomInt } from 'node:crypto';
import { PEER_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';

/**
 * The request headers actions see under vitest (next/headers is mocked in vitest-setup): the
 * connection's address as server.mjs writes it, and an X-Forwarded-For and a Referer when a test
 * sets them.
 * By default every call comes from a new random address, so tests never share a rate limit.
 */
export const request = {
  peer: undefined as string | undefined,
  forwardedFor: undefined as string | undefined,
  /** The page a form was posted from. */
  referer: undefined as string | undefined,
  /** The cookies the browser sends, by name. */
  cookies: {} as Record<string, string>,
};

/** The request's cookies, as next/headers' cookies() reads them, by name. */
export function requestCookies() {
  const of = (name: string) =>
    name in request.cookies ? [{ name, value: request.cookies[name]! }] : [];
  return { get: (name: string) => of(name)[0], getAll: of };
}

export function requestHeaders(): Headers {
  const headers = new Headers({
    [PEER_ADDRESS_HEADER]: request.peer ?? `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`,
  });
  if (request.forwardedFor) headers.set('x-forwarded-for', request.forwardedFor);
  if (request.referer) headers.set('referer', request.referer);
  return headers;
}
