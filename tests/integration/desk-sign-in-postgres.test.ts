import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';

/**
 * Asking for a sign-in link (lib/desk/sign-in.ts), against a desk database 100 ms away in each
 * direction: an owner's answer must wait on no more round trips than a stranger's, or its time
 * tells a stranger which addresses may sign in; and an owner's first asks, sent at once, each
 * get their link. On PostgreSQL, a database of its own.
 */
const admin = await vi.hoisted(async () => {
  process.env.DESK_OWNERS = 'owner@example.com, new-owner@example.com';
  process.env.AUTH_SECRET = 'a-sign-in-test-secret-that-is-long-enough';
  process.env.SITE_URL = 'http://localhost:3000';
  // Accepted and not delivered: only the time of the answer is read here.
  process.env.SMTP_URL = 'smtp://127.0.0.1:9';
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('desk_sign_in');
});

// The desk reads its settings per request (connection()); called here outside one.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  connection: async () => {},
}));

import { sql } from 'drizzle-orm';
import { closeDb } from '@/db/client';
import { requestSignInLink } from '@/lib/desk/sign-in';
import { createOwnDatabase, dropOwnDatabase, formData, selectRows } from '@/tests/helpers/database';
import { TcpProxy } from '@/tests/helpers/tcp-proxy';

const ONE_WAY_MS = 100;
const suite = admin ? describe : describe.skip;
let proxy: TcpProxy;
let logged: MockInstance<typeof console.error>;

beforeAll(async () => {
  if (!admin) return;
  // Each owner's e-mail fails in the background, logged: only the link's own failures count here.
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await createOwnDatabase(admin);
  const target = new URL(admin.own);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start({ delayMs: ONE_WAY_MS });
  const far = new URL(admin.own);
  far.host = `127.0.0.1:${proxy.port}`;
  // Read by lib/env.ts on first use, which is after this.
  process.env.DESK_DATABASE_URL = far.toString();
});

afterAll(async () => {
  if (!admin) return;
  await closeDb();
  // The desk's own pool through the proxy: cut with it.
  await proxy.stop();
  await dropOwnDatabase(admin);
});

/** Lines logged so far that begin with `start`. */
const loggedLines = (start: string) =>
  logged.mock.calls.filter(([line]) => typeof line === 'string' && line.startsWith(start)).length;

/** The sign-in links made for `email` (Better Auth keeps each one's address in its value). */
async function linksFor(email: string): Promise<number> {
  const [row] = await selectRows(
    sql`select count(*)::int as n from desk_verifications where value like ${`%${email}%`}`,
  );
  return Number(row?.n);
}

suite("an owner's first sign-in, asked for several times at once", () => {
  it('makes each link and the one user row, and logs no failure of its own', async () => {
    const email = 'new-owner@example.com';
    // A double submit, or a stranger asking for the owner's address at the same moment: each
    // finds no user row yet, 100 ms before any of them has written one.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        expect(requestSignInLink(null, formData({ email }))).rejects.toMatchObject({
          digest: expect.stringContaining('notice=link-sent'),
        }),
      ),
    );
    // Each link is made after the answer, then its e-mail fails (nothing listens on port 9), or
    // no link could be made: four outcomes, logged. This runs first, with nothing else logging.
    const failed = () => loggedLines('[desk] no sign-in link could be made');
    await vi.waitFor(
      () => expect(loggedLines('[desk] the sign-in e-mail could not be sent') + failed()).toBe(4),
      { timeout: 10_000, interval: 100 },
    );
    expect(failed()).toBe(0);
    expect(await linksFor(email)).toBe(4);
    const users = await selectRows(sql`select id from desk_users where email = ${email}`);
    expect(users).toHaveLength(1);
  });
});

/** How long the sign-in page's request for a link takes to answer, in milliseconds. */
async function answerMs(email: string): Promise<number> {
  const started = performance.now();
  await expect(requestSignInLink(null, formData({ email }))).rejects.toMatchObject({
    digest: expect.stringContaining(';/desk/sign-in?notice=link-sent;'),
  });
  return performance.now() - started;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

suite('asking for a sign-in link, the desk database far away', () => {
  it('answers an owner after as many round trips as a stranger, not one more', async () => {
    // The first of each makes the connections, and the owner's user row.
    await answerMs('stranger@example.com');
    await answerMs('owner@example.com');
    const owner: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i < 3; i++) {
      owner.push(await answerMs('owner@example.com'));
      stranger.push(await answerMs(`stranger-${i}@example.com`));
    }
    // A round trip is twice the one-way delay; the difference must be less than one.
    expect(Math.abs(median(owner) - median(stranger))).toBeLessThan(ONE_WAY_MS);
  });
});
