import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The desk's Demos page's figures, on a PostgreSQL database of its own. */
const admin = await vi.hoisted(async () => {
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('desk_demos');
});

import { closeDb } from '@/db/client';
import { demosPerDay, fallbacksByReason } from '@/db/queries/desk-demos';
import { createOwnDatabase, dropOwnDatabase } from '@/tests/helpers/database';

const suite = admin ? describe : describe.skip;

/** Today in Karachi, less `days`, as the desk writes a day. */
let karachiDay: (days: number) => string;

beforeAll(async () => {
  if (!admin) return;
  await createOwnDatabase(admin);
  const db = postgres(admin.own, { max: 1, onnotice: () => {} });
  // At `time` in Karachi, `days` before today there.
  const at = (days: number, time: string) =>
    db`select ((now() at time zone 'Asia/Karachi')::date - ${days}::int + ${time}::time)
      at time zone 'Asia/Karachi' as at`.then(([row]) => row!.at as Date);
  const conversation = async (id: string, when: Date, live: number, fallback: string) => {
    await db`insert into demo_conversations (id, demo_id, page, client_hash, live_replies, created_at)
      values (${id}, 'finance', '/bots/finance', 'x', ${live}, ${when})`;
    await db`insert into demo_messages (conversation_id, kind, text, fallback, created_at)
      values (${id}, 'fallback', 'A recorded answer.', ${fallback}, ${when})`;
  };
  // The last minute of the 15th day back, and the first of the 14th.
  await conversation('fifteenth-day', await at(14, '23:59:00'), 0, 'busy');
  await conversation('fourteenth-day', await at(13, '00:00:30'), 1, 'limit');
  await conversation('fourteenth-later', await at(13, '12:00:00'), 0, 'limit');
  const [{ days }] =
    (await db`select array_agg(to_char((now() at time zone 'Asia/Karachi')::date - n, 'YYYY-MM-DD') order by n) as days
    from generate_series(0, 14) as n`) as unknown as [{ days: string[] }];
  karachiDay = (n) => days[n]!;
  await db.end();
});

afterAll(async () => {
  if (!admin) return;
  await closeDb();
  await dropOwnDatabase(admin);
});

suite('the Demos page on PostgreSQL', () => {
  it('counts the last 14 whole days in Karachi, each day whole, and no part of a 15th', async () => {
    expect(await demosPerDay(14)).toEqual([
      { day: karachiDay(13), demoId: 'finance', live: 1, scripted: 1 },
    ]);
    expect(await fallbacksByReason(14)).toEqual([{ reason: 'limit', count: 2 }]);
  });
});
