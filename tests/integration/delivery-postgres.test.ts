import { afterAll, beforeAll, describe, vi } from 'vitest';

/**
 * On a PostgreSQL database of its own: the delivery worker takes every due row, and a test
 * sharing a database with other files would deliver theirs too.
 */
const admin = vi.hoisted(() => {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const own = new URL(url);
  own.pathname = `/botbazaar_delivery_${process.pid}`;
  process.env.DATABASE_URL = own.toString();
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'test-webhook-secret';
  return { url, name: own.pathname.slice(1), own: own.toString() };
});

import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { closeDb } from '@/db/client';
import { MailCatcher } from '@/tests/helpers/mail-catcher';
import { WebhookReceiver } from '@/tests/helpers/webhook-receiver';
import { describeDelivery } from '@/tests/integration/delivery-suite';

const suite = admin ? describe : describe.skip;

suite('PostgreSQL (a database of its own)', () => {
  beforeAll(async () => {
    const server = postgres(admin!.url, { max: 1, onnotice: () => {} });
    await server.unsafe(`drop database if exists ${admin!.name}`);
    await server.unsafe(`create database ${admin!.name}`);
    await server.end();
    const own = postgres(admin!.own, { max: 1, onnotice: () => {} });
    await migrate(drizzle({ client: own }), { migrationsFolder: 'db/migrations' });
    await own.end();
  });

  afterAll(async () => {
    await closeDb();
    const server = postgres(admin!.url, { max: 1, onnotice: () => {} });
    await server.unsafe(`drop database if exists ${admin!.name} with (force)`);
    await server.end();
  });

  describeDelivery('PostgreSQL', {
    mail: new MailCatcher(),
    hooks: new WebhookReceiver(),
    configure: (smtp, hook) => {
      process.env.SMTP_URL = smtp;
      process.env.LEADS_WEBHOOK_URL = hook;
    },
  });
});
