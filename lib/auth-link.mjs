// @ts-check
// The desk's sign-in link (`npm run desk:link`): signed with AUTH_SECRET, not stored, so the
// script writes nothing to a database (the embedded one takes no writes from outside the site).
// The site checks the signature and the time, then records the link's id as used on its first
// use (desk_used_links) and refuses it after. Plain JavaScript, shared by scripts/desk-link.mjs
// and lib/auth.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A link works within this many minutes of being printed. */
export const LINK_MINUTES = 15;

/** Where the site verifies a link (Better Auth's endpoint under the desk's auth path). */
export const LINK_PATH = '/desk/api/auth/desk-link';

/** @typedef {{ email: string, linkId: string, expiresAt: number }} LinkClaims */

/** @param {string} secret @param {string} payload */
const signatureOf = (secret, payload) =>
  createHmac('sha256', secret).update(`desk-link.${payload}`).digest('base64url');

/**
 * A token for `email`, valid LINK_MINUTES from `now`.
 * @param {string} secret @param {string} email @param {number} [now]
 */
export function signLink(secret, email, now = Date.now()) {
  /** @type {LinkClaims} */
  const claims = {
    email: email.trim().toLowerCase(),
    linkId: randomBytes(16).toString('base64url'),
    expiresAt: now + LINK_MINUTES * 60_000,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * The claims of a token signed with `secret` and not expired at `now`, or null.
 * @param {string} secret @param {string} token @param {number} [now]
 * @returns {LinkClaims | null}
 */
export function readLink(secret, token, now = Date.now()) {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const valid =
      typeof claims.email === 'string' &&
      typeof claims.linkId === 'string' &&
      typeof claims.expiresAt === 'number' &&
      claims.expiresAt > now;
    return valid
      ? { email: claims.email, linkId: claims.linkId, expiresAt: claims.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The owners in a DESK_OWNERS value, lower-case.
 * @param {string | undefined} value
 */
export function ownersOf(value) {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
}
