import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The inbox's filters and search against the lead tables, on a PostgreSQL database of its own. */
const admin = await vi.hoisted(async () => {
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('desk_inbox');
});

import { closeDb } from '@/db/client';
import { exportRows, inboxPage } from '@/db/queries/desk-inbox';
import { deskTable } from '@/db/queries/desk-tables';
import { parseFilter, type SearchParams } from '@/lib/desk/filter';
import { createOwnDatabase, dropOwnDatabase } from '@/tests/helpers/database';

const suite = admin ? describe : describe.skip;

beforeAll(async () => {
  if (!admin) return;
  await createOwnDatabase(admin);
  const db = postgres(admin.own, { max: 1, onnotice: () => {} });
  const order = (reference: string, phone: string, source: string | null, bot = 'finance') => db`
    insert into bot_orders (submission_id, bot_slug, bot_category, user_name, email, phone_number,
      platform, plan, reference, utm_source, created_at)
    values (gen_random_uuid(), ${bot}, 'Finance', 'Ayesha Khan', 'ayesha@example.com', ${phone},
      'whatsapp', 'standard', ${reference}, ${source}, '2026-11-20T10:00:00Z')`;
  await order('BB-NEWS01', '+923015550000', 'Newsletter');
  await order('BB-PK0301', '03015550000', null, 'restaurant-&-food-bot');
  await order('BB-EMPTY1', '3015550000', '');
  await order('BB-DRCT01', '03211234567', 'direct');
  await order('BB-GGG001', '+442071234567', 'google');
  await db`
    insert into contact_messages (submission_id, first_name, email, phone, company, inquiry_type,
      message, reference, created_at)
    values (gen_random_uuid(), 'Bilal', 'bilal@example.com', '03001234567', 'Bilal Traders',
      'general_information', 'Hello', 'BB-KHT001', '2026-11-25T21:30:00Z')`;
  await db.end();
});

afterAll(async () => {
  if (!admin) return;
  await closeDb();
  await dropOwnDatabase(admin);
});

/** The references the inbox lists for a query string, sorted. */
async function found(params: SearchParams): Promise<string[]> {
  const { rows } = await inboxPage(parseFilter(params, false), 50);
  return rows.map((row) => row.reference ?? '').sort();
}

suite('the inbox on PostgreSQL', () => {
  it("finds a lead by the Karachi day it was received on, in the list and the CSV's rows", async () => {
    // Received 2026-11-25 21:30 UTC: 2026-11-26 02:30 PKT, as the desk shows it.
    expect(await found({ from: '2026-11-26', to: '2026-11-26' })).toEqual(['BB-KHT001']);
    expect(await found({ from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    const csv = [];
    const filter = parseFilter({ from: '2026-11-26', to: '2026-11-26' }, false);
    for await (const row of exportRows(deskTable('contact_message'), filter, ['reference']))
      csv.push(row.reference);
    expect(csv).toEqual(['BB-KHT001']);
  });

  it('matches a source in any case, and only the whole of it', async () => {
    for (const source of ['Newsletter', 'newsletter', 'NEWSLETTER'])
      expect(await found({ source }), source).toEqual(['BB-NEWS01']);
    expect(await found({ source: 'news' })).toEqual([]);
    expect(await found({ source: 'news%' })).toEqual([]);
  });

  it('finds with Direct, in any case, the leads the desk shows as Direct', async () => {
    for (const source of ['Direct', 'direct', 'DIRECT'])
      expect(await found({ source }), source).toEqual([
        'BB-DRCT01',
        'BB-EMPTY1',
        'BB-KHT001',
        'BB-PK0301',
      ]);
  });

  it("filters by an industry page's bot", async () => {
    expect(await found({ bot: 'restaurant-&-food-bot' })).toEqual(['BB-PK0301']);
  });

  it('finds a Pakistani number typed with its country code and no + or 00', async () => {
    const number = ['BB-EMPTY1', 'BB-NEWS01', 'BB-PK0301'];
    for (const q of ['92 301 5550000', '923015550000', '+92 301 5550000', '0301-5550000'])
      expect(await found({ q }), q).toEqual(number);
    // 92 and fewer than ten digits is a fragment of a number, found where it is written so.
    expect(await found({ q: '923' })).toEqual(['BB-NEWS01']);
    expect(await found({ q: '92301555000' })).toEqual(['BB-NEWS01']);
  });
});
