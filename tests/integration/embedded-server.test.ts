import net from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
});

import { closeDb } from '@/db/client';
import { IDLE } from '@/lib/action-result';
import { submitContact } from '@/lib/actions/contact';
import { formData } from '@/tests/helpers/database';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let url = '';
const clients: postgres.Sql[] = [];
const client = () => {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  clients.push(sql);
  return sql;
};

const send = (email: string) =>
  submitContact(
    IDLE,
    formData({
      firstName: 'Saima',
      email,
      phone: '03001234567',
      company: 'Saima Salon',
      inquiryType: 'general_information',
      message: 'Hello',
    }),
  );

beforeAll(async () => {
  const port = await freePort();
  // Read when the app first opens its database, which none of this file has done yet.
  process.env.EMBEDDED_DB_PORT = String(port);
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await send(`first-${randomUUID()}@example.com`);
});

afterAll(async () => {
  await Promise.all(clients.map((sql) => sql.end({ timeout: 1 })));
  await closeDb();
});

describe('the embedded database, served on loopback while the site runs', () => {
  it('shows another client what the site saved, to two clients at once', async () => {
    const email = `read-${randomUUID()}@example.com`;
    expect((await send(email)).status).toBe('ok');
    const [one, two] = [client(), client()];
    const [rows, count] = await Promise.all([
      one`select first_name, reference from contact_messages where email = ${email}`,
      two`select count(*)::int as n from contact_messages`,
    ]);
    expect(rows).toMatchObject([{ first_name: 'Saima', reference: expect.stringMatching(/^BB-/) }]);
    expect(count[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("never takes the site's writes into another client's transaction, which rolls back alone", async () => {
    const other = client();
    const email = `kept-${randomUUID()}@example.com`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = other
      .begin(async (sql) => {
        await sql`insert into rate_limits (key, window_start, hits) values ('outside', now(), 1)`;
        opened();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await open;
    // The site's write waits for the other client's transaction, then goes in on its own.
    const saving = send(email);
    const early = await Promise.race([
      saving.then(() => 'saved'),
      new Promise((resolve) => setTimeout(resolve, 300, 'waiting')),
    ]);
    expect(early).toBe('waiting');
    release();
    expect(await transaction).toBe('rolled back');
    expect((await saving).status).toBe('ok');
    const sql = client();
    expect(await sql`select 1 from contact_messages where email = ${email}`).toHaveLength(1);
    expect(await sql`select 1 from rate_limits where key = 'outside'`).toHaveLength(0);
  });

  it("keeps each of many simultaneous submissions' values in its own row", async () => {
    // The server runs every connection on PGlite's one session: two connections of the site
    // sending unnamed statements at once would bind one's values to the other's statement.
    const emails = Array.from({ length: 100 }, (_, i) => `many-${i}-${randomUUID()}@example.com`);
    const outcomes = await Promise.all(emails.map(send));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(emails.map(() => 'ok'));
    const rows = await client()<{ email: string }[]>`
      select email from contact_messages where email like 'many-%' order by email`;
    expect(rows.map((row) => row.email)).toEqual([...emails].sort());
  });

  it('listens on loopback only', async () => {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!address) return; // No other address on this machine to try.
    const elsewhere = postgres(url.replace('127.0.0.1', address), { max: 1, connect_timeout: 2 });
    clients.push(elsewhere);
    await expect(elsewhere`select 1`).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
