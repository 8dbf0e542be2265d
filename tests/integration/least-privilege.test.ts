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
  it('submits through the actions', async () => {
    const submissionId = randomUUID();
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
      }),
    );
    expect(answer).toEqual({ status: 'ok', submissionId, reference: REFERENCE });
    const [row] =
      await owner`select first_name from contact_messages where submission_id = ${submissionId}`;
    expect(row).toEqual({ first_name: 'Hina' });
    const email = `app-role-${randomUUID()}@example.com`;
    expect((await subscribeNewsletter(IDLE, formData({ email }))).status).toBe('ok');
    expect(await subscribeNewsletter(IDLE, formData({ email: email.toUpperCase() }))).toEqual({
      status: 'duplicate',
    });
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
