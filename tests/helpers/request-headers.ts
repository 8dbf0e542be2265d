import { randomInt } from 'node:crypto';

/**
 * The X-Forwarded-For that actions see under vitest (next/headers is mocked in vitest-setup).
 * By default every call comes from a new random address, so tests never share a rate limit.
 */
export const request = { forwardedFor: undefined as string | undefined };

export function forwardedFor(): string {
  return (
    request.forwardedFor ??
    `203.0.113.${randomInt(1, 255)}, 10.0.${randomInt(0, 255)}.${randomInt(1, 255)}`
  );
}
