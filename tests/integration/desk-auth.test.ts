import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  delete process.env.SITE_URL;
  process.env.PGLITE_DIR = 'memory://';
  process.env.DESK_OWNERS = 'owner@example.com';
  process.env.AUTH_SECRET = 'a-desk-auth-test-secret-that-is-long-enough';
});

import { closeDb } from '@/db/client';
import { GET } from '@/app/desk/api/auth/[...all]/route';
import { PEER_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';
import { selectRows } from '@/tests/helpers/database';

/**
 * The desk's sign-in endpoints (app/desk/api/auth) outside production without SITE_URL, where
 * the site's address is the one each request names: any Host passes server.mjs's syntax check,
 * so what a request for a Host made up on the spot leaves behind must be nothing.
 */

afterAll(closeDb);

/** The Better Auth instances kept for later requests (lib/auth.ts keeps them on globalThis). */
function instancesKept(): number {
  const held = (globalThis as { botbazaarAuth?: unknown }).botbazaarAuth;
  return held instanceof Map ? held.size : held ? 1 : 0;
}

/** How many rows each table holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await selectRows(sql`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as {
    table_name: string;
  }[];
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = (await selectRows(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as { n: number }[];
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

const get = (host: string, path: string) =>
  GET(
    new Request(`http://${host}${path}`, {
      headers: { host, [PEER_ADDRESS_HEADER]: '203.0.113.9' },
    }),
  );

describe('without SITE_URL, a request for a Host made up on the spot', () => {
  it('leaves no instance of the sign-in code behind, and no row', async () => {
    // Warm: the database made and migrated, one request's counter written.
    await get('localhost:3000', '/desk/api/auth/desk-link?token=not.one');
    const before = await rowCounts();
    for (let i = 0; i < 40; i++) {
      const host = `made-up-${i}.example:${3000 + i}`;
      for (const path of [
        '/desk/api/auth/desk-link?token=not.one',
        '/desk/api/auth/get-session',
        `/desk/api/auth/made-up-${i}`,
      ]) {
        expect((await get(host, path)).status).toBeLessThan(500);
      }
    }
    expect(instancesKept()).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });
});
