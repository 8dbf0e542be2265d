import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ownerUrl = vi.hoisted(() => {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The actions under test connect as the app role, not as the owner.
    const app = new URL(url);
    app.username = 'botbazaar_app';
    app.password = '';
    process.env.DATABASE_URL = app.toString();
  }
  return url;
});

import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { closeDb } from '@/db/client';
import { IDLE } from '@/lib/action-result';
import { deliverDue } from '@/lib/delivery/worker';
import { sweep } from '@/lib/housekeeping';
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { submitOrder } from '@/lib/actions/order';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { replyToDemo } from '@/lib/demo/reply';
import { DEMO_CONVERSATION_FIELD } from '@/lib/demo/visit';
import { REFERENCE, formData } from '@/tests/helpers/database';
import { DeliveryCatcher } from '@/tests/helpers/delivery-catcher';
import { ModelServer } from '@/tests/helpers/model-server';
import { request, requestHeaders } from '@/tests/helpers/request-headers';

const suite = ownerUrl ? describe : describe.skip;
let owner: postgres.Sql;
let app: postgres.Sql;
const catcher = new DeliveryCatcher();
let model: ModelServer | undefined;

beforeAll(async () => {
  if (!ownerUrl) return;
  // A live model for the demos, which this role runs too.
  model = await ModelServer.start();
  process.env.DEMO_LLM_BASE_URL = model.url;
  process.env.DEMO_LLM_MODEL = 'test';
  // With mail set up, so that visitors' confirmations are queued and sent, by this role.
  process.env.SMTP_URL = (await catcher.start()).smtpUrl;
  owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
  await migrate(drizzle({ client: owner }), { migrationsFolder: 'db/migrations' });
  await owner.unsafe(fs.readFileSync('db/app-role.sql', 'utf8'));
  app = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await closeDb();
  await app?.end();
  await owner?.end();
  await catcher.stop();
  await model?.stop();
});

suite('the app database role (db/app-role.sql)', () => {
  it('submits every form through the actions, and queues their deliveries', async () => {
    const submissionId = randomUUID();
    const visit = { utmSource: 'google', landingPath: '/?utm_source=google' };
    const answer = await submitContact(
      IDLE,
      formData({
        submissionId,
        firstName: 'Hina',
        email: 'hina@example.com',
        phone: '03001234567',
        company: 'Hina Foods',
        inquiryType: 'general_information',
        message: 'Hello',
        ...visit,
      }),
    );
    expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
    const [row] =
      await owner`select first_name, utm_source from contact_messages where submission_id = ${submissionId}`;
    expect(row).toEqual({ first_name: 'Hina', utm_source: 'google' });

    const order = await submitOrder(
      IDLE,
      formData({
        source: 'bot',
        slug: 'finance',
        name: 'Hina',
        email: 'hina@example.com',
        phone: '03001234567',
        plan: 'basic',
        platform: 'whatsapp',
        ...visit,
      }),
    );
    const request = await submitCustomBot(
      IDLE,
      formData({
        businessName: 'Hina Foods',
        category: 'restaurant',
        platform: 'whatsapp',
        businessSize: 'small',
        budget: '50-100',
        features: ['Order Management'],
        contactName: 'Hina',
        email: 'hina@example.com',
        phone: '03001234567',
        ...visit,
      }),
    );
    expect([order.status, request.status]).toEqual(['ok', 'ok']);
    const references = [answer, order, request].map((lead) =>
      lead.status === 'ok' ? String(lead.reference) : '',
    );
    const queued =
      await owner`select channel from lead_deliveries where reference in ${owner(references)}`;
    expect(queued.map((row) => row.channel).sort()).toEqual([
      ...Array(3).fill('alert'),
      ...Array(3).fill('confirmation'),
    ]);
    const [placed] =
      await owner`select status from bot_orders where reference = ${String(references[1])}`;
    expect(placed).toEqual({ status: 'pending' });

    const email = `app-role-${randomUUID()}@example.com`;
    expect((await subscribeNewsletter(IDLE, formData({ email, ...visit }))).status).toBe('ok');
    expect(await subscribeNewsletter(IDLE, formData({ email: email.toUpperCase() }))).toMatchObject(
      { status: 'duplicate' },
    );
  });

  it('cannot write an order with another status than pending, nor forge when a lead came in', async () => {
    const order = (column: string, value: string) =>
      app.unsafe(
        `insert into bot_orders (submission_id, bot_slug, bot_category, user_name, email, phone_number, platform, plan, ${column})
         values ($1, 'finance', 'Finance', 'Eve', 'eve@example.com', '03001234567', 'whatsapp', 'basic', $2)`,
        [randomUUID(), value],
      );
    await expect(order('status', 'completed')).rejects.toMatchObject({ code: '42501' });
    await expect(order('created_at', '2020-01-01')).rejects.toMatchObject({ code: '42501' });
  });

  it('clears the spam flag of a subscriber only through its function, and reads nothing', async () => {
    const email = `flagged-${randomUUID()}@example.com`;
    await owner`insert into newsletter_subscriptions (email, spam_reason) values (${email}, 'honeypot')`;
    const update = app`update newsletter_subscriptions set spam_reason = null where email = ${email}`;
    await expect(update).rejects.toMatchObject({ code: '42501' });
    expect(await subscribeNewsletter(IDLE, formData({ email }))).toEqual({ status: 'ok' });
    expect(
      await owner`select spam_reason from newsletter_subscriptions where email = ${email}`,
    ).toEqual([{ spam_reason: null }]);
  });

  it.each(['bot_orders', 'custom_bot_requests', 'contact_messages', 'newsletter_subscriptions'])(
    'cannot read, change or delete %s',
    async (table) => {
      for (const statement of [
        `select * from ${table} limit 1`,
        `select count(*) from ${table}`,
        `update ${table} set created_at = now()`,
        `update ${table} set spam_reason = null`,
        `delete from ${table}`,
        `truncate ${table}`,
      ]) {
        await expect(app.unsafe(statement), statement).rejects.toMatchObject({ code: '42501' });
      }
    },
  );

  it('reads no recipient, no copy of a lead and no error of a delivery that is done, and no address in a limit', async () => {
    const visitor = `done-${randomUUID()}@example.com`;
    const contact = (email: string) =>
      submitContact(
        IDLE,
        formData({
          submissionId: randomUUID(),
          firstName: 'Hina',
          email,
          phone: '03001234567',
          company: 'Hina Foods',
          inquiryType: 'general_information',
          message: 'Hello',
        }),
      );
    const sent = await contact(visitor);
    expect(sent.status).toBe('ok');
    await deliverDue();
    expect(await catcher.to(visitor)).toHaveLength(1);
    // A delivery that kept failing for a day.
    catcher.refuseMail(true);
    const given = `dead-${randomUUID()}@example.com`;
    const failing = await contact(given);
    const deadReference = failing.status === 'ok' ? String(failing.reference) : '';
    await owner`update lead_deliveries set created_at = now() - interval '25 hours'
      where reference = ${deadReference}`;
    await deliverDue();
    catcher.refuseMail(false);
    const [dead] = await owner`select count(*)::int as n from lead_deliveries
      where reference = ${deadReference} and state = 'dead'`;
    expect(dead?.n).toBeGreaterThan(0);

    const done = await app`select recipient, payload from lead_deliveries where state <> 'pending'`;
    expect(done.length).toBeGreaterThan(0);
    expect(done.filter((row) => row.recipient !== null || row.payload !== null)).toEqual([]);
    await expect(app`select last_error from lead_deliveries`).rejects.toMatchObject({
      code: '42501',
    });
    const keys = await app`select key from rate_limits`;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((row) => String(row.key).includes('@'))).toEqual([]);
    // The hourly clean-ups of its own rows run as this role.
    await owner`insert into rate_limits (key, window_start, hits)
      values ('order:203.0.113.1', now() - interval '2 days', 1)`;
    await owner`insert into submission_keys (key, claimed_at) values ('id:old', now() - interval '31 days')`;
    await sweep();
    expect(await owner`select key from rate_limits where key = 'order:203.0.113.1'`).toEqual([]);
    expect(await owner`select key from submission_keys where key = 'id:old'`).toEqual([]);
    for (const table of ['desk_users', 'desk_sessions', 'desk_verifications', 'desk_events']) {
      await expect(app.unsafe(`select * from ${table} limit 1`), table).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  it('runs the bot demos: a live conversation and its budget, an order after it, its deletion after 30 days', async () => {
    request.peer = '198.51.100.200';
    const ask = async (fields: Record<string, string>) => {
      const answer = await replyToDemo(
        new Request('http://127.0.0.1/demo/reply', {
          method: 'POST',
          headers: requestHeaders(),
          body: formData({ page: '/bots/finance', ...fields }),
        }),
      );
      return (await answer.text())
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    };
    const first = await ask({ message: 'Can you send invoices?' });
    const conversation = String(first[0]?.conversation);
    expect(first[0]).toEqual({ t: 'start', conversation, mode: 'live', last: false });
    expect(first.at(-1)).toEqual({ t: 'end', turns: 1, last: false });
    const second = await ask({ conversation, message: 'And reminders?' });
    expect(second.at(-1)).toEqual({ t: 'end', turns: 2, last: false });
    const order = await submitOrder(
      IDLE,
      formData({
        source: 'bot',
        slug: 'finance',
        name: 'Hina',
        email: 'hina-demo@example.com',
        phone: '03001234567',
        plan: 'basic',
        platform: 'whatsapp',
        submissionId: randomUUID(),
        [DEMO_CONVERSATION_FIELD]: conversation,
      }),
    );
    expect(order.status).toBe('ok');
    request.peer = undefined;
    const [ordered] =
      await owner`select demo_conversation_id from bot_orders where email = 'hina-demo@example.com'`;
    expect(ordered?.demo_conversation_id).toBe(conversation);
    const [day] = await owner`select tokens from demo_token_days`;
    expect(day?.tokens).toBeGreaterThan(0);
    // The messages are the site's to read back to the model, and never to change.
    await expect(app`update demo_messages set text = 'x'`).rejects.toMatchObject({ code: '42501' });
    await owner`update demo_conversations set created_at = now() - interval '31 days'
      where id = ${conversation}`;
    await sweep();
    expect(await owner`select id from demo_conversations where id = ${conversation}`).toEqual([]);
    expect(
      await owner`select id from demo_messages where conversation_id = ${conversation}`,
    ).toEqual([]);
  });
});
