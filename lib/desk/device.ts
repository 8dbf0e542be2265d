import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIE_ATTRIBUTES, COOKIE_PREFIX } from '@/lib/desk/session-cookie';

/**
 * The browsers an owner has signed in on (OWASP's device cookies, against an account shut by
 * others' attempts): each sign-in gives the browser a cookie naming that owner's address, signed
 * with the desk's secret. A link asked for from such a browser is counted on that browser alone
 * (lib/desk/sign-in.ts), not on the address's hourly count, which anyone can spend: twenty asks
 * an hour for the owner's address, from four clients, shut the owner out of e-mailed links for
 * as long as they went on. The cookie holds a random id and its signature, nothing of the
 * address; it outlives the session, not a year.
 */
export const DEVICE_SECONDS = 365 * 24 * 60 * 60;

/** Its name, as Better Auth names the desk's cookies: `__Secure-` where they are secure. */
const DEVICE_COOKIES = {
  secure: `__Secure-${COOKIE_PREFIX}.device`,
  plain: `${COOKIE_PREFIX}.device`,
} as const;

const signature = (secret: string, id: string, email: string) =>
  createHmac('sha256', secret)
    .update(`desk-device.${id}.${email.toLowerCase()}`)
    .digest('base64url');

/** A new device cookie for the owner `email`, to set as a sign-in answers. */
export function deviceCookie(email: string, secret: string, secure: boolean) {
  const id = randomBytes(12).toString('base64url');
  return {
    name: secure ? DEVICE_COOKIES.secure : DEVICE_COOKIES.plain,
    value: `${id}.${signature(secret, id, email)}`,
    options: { ...COOKIE_ATTRIBUTES, secure, maxAge: DEVICE_SECONDS },
  };
}

/**
 * The id of the browser a request comes from, when it carries a device cookie this desk signed
 * for `email`, under the name the desk sets (`secure`: the `__Secure-` one alone); otherwise
 * undefined. Every cookie of that name is tried: a second one planted beside it (by a sibling
 * site, for the same path) is sent first or last, and either way must not hide the owner's.
 */
export function deviceOf(
  cookies: { getAll(name: string): { value: string }[] },
  email: string,
  secret: string,
  secure: boolean,
): string | undefined {
  for (const { value } of cookies.getAll(secure ? DEVICE_COOKIES.secure : DEVICE_COOKIES.plain)) {
    const [id, signed, ...rest] = value.split('.');
    if (!id || !signed || rest.length) continue;
    const expected = Buffer.from(signature(secret, id, email));
    const given = Buffer.from(signed);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return undefined;
}
