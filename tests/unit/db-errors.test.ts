import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorCode, isTemporarilyUnavailable, withoutValues } from '@/db/errors';

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

describe('a database error as it is logged without its values', () => {
  it("keeps drizzle's statement and the code, and drops the parameters it quotes", () => {
    const cause = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    const error = new DrizzleQueryError(
      'insert into "demo_messages" values ($1, $2)',
      ['conversation-id', 'My card is 4111 1111 1111 1111'],
      cause,
    );
    expect(error.message).toContain('4111');
    expect(withoutValues(error)).toBe(
      'Failed query (23503): insert into "demo_messages" values ($1, $2)',
    );
  });

  it('returns any other error as it is', () => {
    const error = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    expect(withoutValues(error)).toBe(error);
  });
});
