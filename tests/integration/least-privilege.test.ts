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
import { submitContact } from '@/lib/actions/contact';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { submitOrder } from '@/lib/actions/order';
import { subscribeNewsletter } from '@/lib/actions/newsletter';
import { REFERENCE, formData } from '@/tests/helpers/database';

const suite = ownerUrl ? describe : describe.skip;
let owner: postgres.Sql;
let app: postgres.Sql;

beforeAll(async () => {
  if (!ownerUrl) return;
  owner = postgres(ownerUrl, { max: 1, onnotice: () => {} });
  await migrate(drizzle({ client: owner }), { migrationsFolder: 'db/migrations' });
  await owner.unsafe(fs.readFileSync('db/app-role.sql', 'utf8'));
  app = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await closeDb();
  await app?.end();
  await owner?.end();
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
      await owner`select reference from lead_deliveries where reference in ${owner(references)}`;
    expect(queued).toHaveLength(3);
    const [placed] =
      await owner`select status from bot_orders where reference = ${String(references[1])}`;
    expect(placed).toEqual({ status: 'pending' });

    const email = `app-role-${randomUUID()}@example.com`;
    expect((await subscribeNewsletter(IDLE, formData({ email, ...visit }))).status).toBe('ok');
    expect(await subscribeNewsletter(IDLE, formData({ email: email.toUpperCase() }))).toEqual({
      status: 'duplicate',
    });
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
});
