import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  process.env.DESK_OWNERS = 'owner@example.com';
  process.env.AUTH_SECRET = 'an-erasure-test-secret-that-is-long-enough';
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
});

// The desk reads its settings per request (connection()); called here outside one.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  connection: async () => {},
}));

import { closeDb } from '@/db/client';
import { eraseAddress } from '@/db/queries/desk-erasure';
import { mailboxDigest } from '@/db/queries/limit-keys';
import { sweep } from '@/lib/housekeeping';
import { IDLE } from '@/lib/action-result';
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { askDemo } from '@/lib/actions/demo';
import { submitOrder } from '@/lib/actions/order';
import { DEMO_CONVERSATION_FIELD } from '@/lib/demo/visit';
import { deliverDue } from '@/lib/delivery/worker';
import { requestSignInLink } from '@/lib/desk/sign-in';
import { formData, selectRows } from '@/tests/helpers/database';
import { DeliveryCatcher } from '@/tests/helpers/delivery-catcher';
import { request } from '@/tests/helpers/request-headers';

/**
 * Personal data that must not outlive its use. An erasure (docs/desk.md#erasure-and-the-record)
 * after an address went every way the site takes one: each form, with and without JavaScript,
 * flagged as spam too, a confirmation sent, sign-in links asked for. Then no row of any table may
 * hold it, in any column of text: the search reads the tables and columns from the database
 * itself, so a table added later is searched too. And the hourly clean-ups (lib/housekeeping.ts)
 * delete what is past its time, and nothing else.
 */

const catcher = new DeliveryCatcher();

beforeAll(async () => {
  const { smtpUrl, webhookUrl } = await catcher.start();
  process.env.SMTP_URL = smtpUrl;
  process.env.LEADS_WEBHOOK_URL = webhookUrl;
});

afterAll(async () => {
  await closeDb();
  await catcher.stop();
});

/** Every row of every table in which a column of text, or of JSON, holds `needle` (any case). */
async function rowsHolding(needle: string): Promise<string[]> {
  const columns =
    (await selectRows(sql`select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))
    order by table_name, column_name`)) as { table_name: string; column_name: string }[];
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = (await selectRows(sql`select count(*)::int as n from ${sql.identifier(table)}
      where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`)) as {
      n: number;
    }[];
    if (row?.n) found.push(`${table}.${column}: ${row.n}`);
  }
  return found;
}

/** Asks for a sign-in link on the sign-in page; the action answers with a redirect. */
async function askForLink(email: string): Promise<void> {
  await expect(requestSignInLink(null, formData({ email }))).rejects.toThrow('NEXT_REDIRECT');
}

describe('erasure', () => {
  it('leaves no row anywhere that holds the address, nor a key derived from it', async () => {
    const email = `Erase-${randomUUID()}@Example.com`;
    const address = email.toLowerCase();
    const visit = { utmSource: 'newsletter', landingPath: '/bots/finance' };
    const order = (fields: Record<string, string>) =>
      submitOrder(
        IDLE,
        formData({
          source: 'bot',
          slug: 'finance',
          name: 'Ayesha Khan',
          email,
          phone: '03001234567',
          plan: 'standard',
          platform: 'whatsapp',
          requirements: `Write to ${email} after five.`,
          ...visit,
          ...fields,
        }),
      );
    // A bot demo tried before ordering (docs/demo.md), and another where the address was typed.
    request.peer = '198.51.100.77';
    const demo = async (fields: Record<string, string>) => {
      const answer = await askDemo(
        { status: 'idle' },
        formData({ page: '/bots/finance', ...fields }),
      );
      return answer.status === 'answered' ? String(answer.conversation) : '';
    };
    const demos = [await demo({ suggested: '0' }), await demo({ message: `I am ${email}` })];
    const answers = [
      await order({ submissionId: randomUUID(), [DEMO_CONVERSATION_FIELD]: demos[0] ?? '' }),
      // Without JavaScript: keyed by a fingerprint of the fields.
      await order({ additionalInfo: 'Sent without JavaScript.' }),
      // Flagged by the honeypot: keys of its own.
      await order({ submissionId: randomUUID(), website: 'https://spam.example' }),
      await submitContact(
        IDLE,
        formData({
          submissionId: randomUUID(),
          firstName: 'Ayesha',
          email: address,
          phone: '03001234567',
          company: 'Khan Foods',
          inquiryType: 'sales_inquiry',
          message: 'Hello',
        }),
      ),
      await submitCustomBot(
        IDLE,
        formData({
          submissionId: randomUUID(),
          businessName: 'Khan Foods',
          category: 'restaurant',
          platform: 'whatsapp',
          businessSize: 'small',
          budget: '50-100',
          contactName: 'Ayesha',
          email: email.toUpperCase(),
        }),
      ),
      await subscribeNewsletter(IDLE, formData({ email })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill('ok'));
    const references = answers.flatMap((answer) =>
      'reference' in answer && answer.reference ? [answer.reference] : [],
    );
    expect(references).toHaveLength(5);
    request.peer = undefined;
    await deliverDue();
    expect((await catcher.to(address)).length).toBeGreaterThan(0);
    // Strangers ask the desk for sign-in links with any address.
    await askForLink(email);
    await askForLink(address);

    expect(await rowsHolding(address)).not.toEqual([]);
    // The limits' counters of the address (confirmations, sign-in links alone and per client).
    const keysOfAddress = () =>
      selectRows(
        sql`select key from rate_limits where strpos(key, ${mailboxDigest(address)}) > 0 order by key`,
      );
    expect((await keysOfAddress()).length).toBeGreaterThanOrEqual(3);
    const erased = await eraseAddress('owner@example.com', email.toUpperCase());

    expect(await rowsHolding(address)).toEqual([]);
    expect(await keysOfAddress()).toEqual([]);
    expect(
      await selectRows(
        sql`select key from submission_keys where reference in ${sql.raw(`('${references.join("','")}')`)}`,
      ),
    ).toEqual([]);
    // The demo its order was placed after is gone too, though no word of it named the address.
    expect(demos.every(Boolean)).toBe(true);
    expect(erased.demos).toBe(2);
    expect(
      await selectRows(
        sql`select id from demo_conversations where id in (${demos[0]}, ${demos[1]})`,
      ),
    ).toEqual([]);
  });

  it("keeps the demos of other people's addresses that hold the erased one's text", async () => {
    const address = `ann-${randomUUID().slice(0, 8)}@example.co`;
    request.peer = '198.51.100.78';
    const demo = async (message: string) => {
      const answer = await askDemo(
        { status: 'idle' },
        formData({ page: '/bots/finance', message }),
      );
      expect(answer.status).toBe('answered');
      return answer.status === 'answered' ? String(answer.conversation) : '';
    };
    const naming = await demo(`Write to ${address.toUpperCase()}.`);
    const others = [
      await demo(`I am jo${address}`),
      await demo(`Reach me at ${address}m`),
      await demo(`Reach me at ${address}.uk please`),
    ];
    request.peer = undefined;
    const erased = await eraseAddress('owner@example.com', address);
    expect(erased.demos).toBe(1);
    const left = await selectRows(
      sql`select id from demo_conversations where id in (${naming}, ${others[0]}, ${others[1]}, ${others[2]}) order by id`,
    );
    expect(left.map((row) => (row as { id: string }).id)).toEqual([...others].sort());
    // Gone, for the clean-ups below to find theirs alone.
    await selectRows(
      sql`delete from demo_conversations where id in (${others[0]}, ${others[1]}, ${others[2]})`,
    );
  });
});

describe('the hourly clean-ups', () => {
  /** Rows of each kind, one past its time and one not, as `sweep` finds them. */
  async function seed() {
    await selectRows(sql`insert into rate_limits (key, window_start, hits) values
      ('order:203.0.113.1', now() - interval '2 days', 3), ('order:203.0.113.2', now(), 1)`);
    await selectRows(sql`insert into submission_keys (key, claimed_at, reference) values
      ('fp:old', now() - interval '2 days', 'BB-0LD001'), ('fp:new', now(), 'BB-NEW001'),
      ('id:old', now() - interval '31 days', 'BB-0LD002'),
      ('id:new', now() - interval '2 days', 'BB-NEW002')`);
    await selectRows(sql`insert into lead_deliveries (channel, lead_type, reference, recipient,
        payload, state) values
      ('confirmation', 'order', 'BB-SENT01', 'sent@example.com', '{}', 'sent'),
      ('confirmation', 'order', 'BB-WAIT01', 'waiting@example.com', '{}', 'pending')`);
    await selectRows(sql`insert into desk_users (id, name, email, email_verified) values
      ('owner', 'owner@example.com', 'owner@example.com', true),
      ('former', 'former@example.com', 'Former@Example.com', true)`);
    await selectRows(sql`insert into desk_sessions (id, expires_at, token, user_id) values
      ('ended', now() - interval '1 minute', 'ended', 'owner'),
      ('open', now() + interval '1 hour', 'open', 'owner'),
      ('former-open', now() + interval '1 hour', 'former-open', 'former')`);
    await selectRows(sql`insert into desk_passkeys (id, public_key, user_id, credential_id,
        counter, device_type, backed_up) values
      ('former-key', 'key', 'former', 'credential', 0, 'singleDevice', false)`);
    await selectRows(sql`insert into desk_verifications (id, identifier, value, expires_at) values
      ('expired', 'a', '{"email":"owner@example.com"}', now() - interval '1 minute'),
      ('valid', 'b', '{"email":"owner@example.com"}', now() + interval '10 minutes')`);
    await selectRows(sql`insert into desk_rate_limits (id, key, count, last_request) values
      ('idle', '203.0.113.1|/desk-link', 5, ${Date.now() - 2 * 60 * 60 * 1000}),
      ('busy', '203.0.113.2|/desk-link', 1, ${Date.now()})`);
    await selectRows(sql`insert into desk_used_links (link_id, used_at) values
      ('old', now() - interval '2 days'), ('new', now())`);
    await selectRows(sql`insert into demo_conversations (id, demo_id, page, client_hash, created_at)
      values ('old-demo', 'finance', '/bots/finance', 'x', now() - interval '31 days'),
        ('new-demo', 'finance', '/bots/finance', 'x', now() - interval '29 days')`);
    await selectRows(sql`insert into demo_messages (conversation_id, kind, text) values
      ('old-demo', 'visitor', 'Hello'), ('new-demo', 'visitor', 'Hello')`);
    await selectRows(sql`insert into demo_token_days (day, tokens) values
      (current_date - 31, 900), (current_date, 100)`);
  }

  it('delete what is past its time, clear what a done delivery kept, forget former owners', async () => {
    await selectRows(sql`delete from rate_limits`);
    await selectRows(sql`delete from submission_keys`);
    await selectRows(sql`delete from lead_deliveries`);
    await seed();
    await sweep();
    // Twice: each statement deletes only what is past its time.
    await sweep();
    const column = async (query: ReturnType<typeof sql>) =>
      (await selectRows(query)).map((row) => Object.values(row).join(' '));
    expect(await column(sql`select key from rate_limits order by key`)).toEqual([
      'order:203.0.113.2',
    ]);
    expect(await column(sql`select key from submission_keys order by key`)).toEqual([
      'fp:new',
      'id:new',
    ]);
    expect(
      await column(
        sql`select reference, coalesce(recipient, '-'), payload is null from lead_deliveries order by reference`,
      ),
    ).toEqual(['BB-SENT01 - true', 'BB-WAIT01 waiting@example.com false']);
    expect(await column(sql`select id from desk_users`)).toEqual(['owner']);
    expect(await column(sql`select id from desk_sessions`)).toEqual(['open']);
    expect(await column(sql`select id from desk_passkeys`)).toEqual([]);
    expect(await column(sql`select id from desk_verifications`)).toEqual(['valid']);
    expect(await column(sql`select id from desk_rate_limits`)).toEqual(['busy']);
    expect(await column(sql`select link_id from desk_used_links`)).toEqual(['new']);
    // A demo conversation is kept 30 days from its start, its messages with it.
    expect(await column(sql`select id from demo_conversations`)).toEqual(['new-demo']);
    expect(await column(sql`select conversation_id from demo_messages`)).toEqual(['new-demo']);
    expect(await column(sql`select tokens from demo_token_days`)).toEqual(['100']);
  });
});
