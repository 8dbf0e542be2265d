import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { errorCode, isTemporarilyUnavailable } from '@/db/errors';

/** An error as drizzle-orm hands it on: the driver's, with its code, as the cause. */
const wrapped = (code: string) =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error(code), { code }) });

describe('database errors', () => {
  it('a host name that does not resolve is a database that does not answer', async () => {
    // A stopped compose service: Docker's DNS no longer knows the name `db`. `.invalid` never
    // resolves (RFC 2606), here or anywhere.
    const client = postgres('postgres://botbazaar@db.invalid:5432/botbazaar', {
      max: 1,
      connect_timeout: 5,
      onnotice: () => {},
    });
    try {
      const error = await drizzle({ client })
        .execute(sql`select 1`)
        .then(
          () => undefined,
          (failure: unknown) => failure,
        );
      expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(errorCode(error));
      expect(isTemporarilyUnavailable(error)).toBe(true);
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it.each([
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ECONNREFUSED',
    '08006',
    '57P03',
  ])('%s: temporarily unavailable', (code) => {
    expect(isTemporarilyUnavailable(wrapped(code))).toBe(true);
  });

  it.each(['23505', '42P01', '28P01', '3D000'])('%s: a failure, not an outage', (code) => {
    expect(isTemporarilyUnavailable(wrapped(code))).toBe(false);
  });
});
