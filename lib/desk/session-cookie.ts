import type { NextRequest, NextResponse } from 'next/server';

/** A desk session lasts a working day at most, renewed while used (lib/auth.ts). */
export const SESSION_SECONDS = 12 * 60 * 60;

/** The desk's cookies: Better Auth's names under this prefix, with these attributes (lib/auth.ts). */
export const COOKIE_PREFIX = 'desk';
export const COOKIE_ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/desk' } as const;

/** The session's cookie, as Better Auth names it with the desk's prefix: secure, and not. */
const SESSION_COOKIES = [
  `__Secure-${COOKIE_PREFIX}.session_token`,
  `${COOKIE_PREFIX}.session_token`,
] as const;

/**
 * Gives a desk page's answer the session cookie the browser sent, with its lifetime from now.
 * Better Auth renews the session's row as the owner works (every hour), but sends the cookie
 * again only from its own endpoints and the desk's actions, never with a page, which cannot set
 * one: an owner who mostly read pages was signed out 12 hours after signing in, however busy.
 * The cookie is the same token; whether its session still holds is the row's to say.
 */
export function renewSessionCookie(request: NextRequest, response: NextResponse): void {
  // A page the owner opened as a document (the browser says so), not the data of one fetched by
  // the router, which may be fetched ahead (a link's prefetch) and answered after the cookie was
  // removed, putting it back.
  if (request.method !== 'GET' || request.headers.get('sec-fetch-dest') !== 'document') return;
  for (const name of SESSION_COOKIES) {
    const value = request.cookies.get(name)?.value;
    if (!value) continue;
    response.cookies.set(name, value, {
      ...COOKIE_ATTRIBUTES,
      secure: name.startsWith('__Secure-'),
      maxAge: SESSION_SECONDS,
    });
  }
}
