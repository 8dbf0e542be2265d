import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { mailboxOf } from '@/lib/schemas/patterns';

/**
 * How an address appears in a counter of `rate_limits` (a visitor's confirmations, sign-in
 * links asked for it): its mailbox (mailboxOf), so every spelling of one inbox counts against
 * one budget, and hashed, so the table holds no address. The public site's role reads that
 * table (its own limits are counted there), and an erasure finds the counter by the same digest.
 *
 * The hash is an HMAC-SHA-256 keyed with AUTH_SECRET: without the secret, a digest cannot be
 * tested against a guessed address. Without AUTH_SECRET it is a plain SHA-256, the same on every
 * instance: no address can be read, but one can be confirmed by hashing a guess.
 */
export function mailboxDigest(address: string): string {
  return keyedDigest('limit-key', mailboxOf(address));
}

/**
 * A value kept only as this digest, `purpose` telling one use of it from another: a mailbox
 * above, a demo visitor's client key (lib/demo/visitor.ts).
 */
export function keyedDigest(purpose: string, value: string): string {
  const secret = env().AUTH_SECRET;
  const hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  return hash.update(`${purpose}.${value}`).digest('base64url').slice(0, 32);
}
