import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';
import { actionIdOf } from './action-ids';
import { FORMS, withFields } from './lab/forms';
import { actionRequest } from './action-request';
import { testChromiumArgs, testChromiumPath } from './browser';
import { e2eEmbeddedPort } from './e2e-db';

/**
 * Seeds and reads the desk's rows for its e2e tests: on PostgreSQL (DATABASE_URL) straight from
 * a database of their own; without it, on the desk server's own fresh embedded database, which
 * that server serves on loopback (EMBEDDED_DB_PORT), leads made as a visitor makes them.
 */

let client: postgres.Sql | undefined;

/** Without DATABASE_URL the desk's server runs on an embedded database of its own. */
export const deskOnEmbedded = !process.env.DATABASE_URL;

/** Beside the suite server's embedded port (tests/helpers/e2e-db.ts), not on it. */
const embeddedPort = e2eEmbeddedPort() + 5;
let pgliteDir: string | undefined;

/** The desk server's database settings: its PostgreSQL database, or a fresh embedded one. */
export function deskDbSettings(): Record<string, string> {
  if (!deskOnEmbedded) return { DATABASE_URL: deskDbUrl() };
  pgliteDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-desk-e2e-'));
  return { PGLITE_DIR: pgliteDir, EMBEDDED_DB_PORT: String(embeddedPort) };
}

/**
 * The desk's database, once its server has stopped: the embedded one's folder, or the database
 * on PostgreSQL. A run leaves none behind.
 */
export async function removeDeskDb(): Promise<void> {
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  pgliteDir = undefined;
  if (deskOnEmbedded) return;
  await onDeskDbServer((admin, _name, quoted) =>
    admin.unsafe(`drop database if exists ${quoted} with (force)`),
  );
}

/** `work` on DATABASE_URL's server, given the desk database's name as written and as quoted. */
async function onDeskDbServer(
  work: (admin: postgres.Sql, name: string, quoted: string) => Promise<unknown>,
): Promise<void> {
  const admin = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  const name = new URL(deskDbUrl()).pathname.slice(1);
  try {
    await work(admin, name, `"${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/**
 * A database of the desk's tests alone, beside DATABASE_URL's, migrated: the suite's own server
 * runs a delivery worker on that one, without mail or webhook settings, and would take the
 * desk's deliveries as 'skipped'.
 */
export function deskDbUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) return `postgres://postgres@127.0.0.1:${embeddedPort}/postgres`;
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_desk_e2e`;
  return parsed.toString();
}

export async function prepareDeskDb(): Promise<void> {
  // The embedded database is made and migrated by its server on start.
  if (deskOnEmbedded) return;
  await onDeskDbServer(async (admin, name, quoted) => {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database ${quoted}`);
  });
  execFileSync('npx', ['drizzle-kit', 'migrate'], {
    env: { ...process.env, DATABASE_URL: deskDbUrl() },
    stdio: 'ignore',
  });
}

export function deskDb(): postgres.Sql {
  // Prepared statements: the embedded server runs every connection on one session
  // (tests/helpers/e2e-db.ts).
  client ??= postgres(deskDbUrl(), { max: 2, onnotice: () => {} });
  return client;
}

export async function closeDeskDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReference(): string {
  return `BB-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** An order as the site saves it; `spam`: flagged as the honeypot flags it. */
export async function seedOrder({
  email,
  name = 'Ayesha Khan',
  spam = null,
  site,
}: {
  email: string;
  name?: string;
  spam?: 'honeypot' | null;
  /** The desk's server: on the embedded database the order is posted there, as a visitor. */
  site: string;
}): Promise<{ id: number; reference: string }> {
  if (deskOnEmbedded) return orderAsVisitor({ email, name, spam, site });
  const db = deskDb();
  const reference = newReference();
  const [row] = await db`
    insert into bot_orders (submission_id, bot_slug, bot_category, user_name, email, phone_number,
      platform, plan, spam_reason, reference, utm_source)
    values (gen_random_uuid(), 'customersupport', 'Business', ${name}, ${email}, '03001234567',
      'whatsapp', 'standard', ${spam}, ${reference}, 'newsletter')
    returning id`;
  return { id: Number(row!.id), reference };
}

/**
 * The public order form of a bot's page, posted as Chromium posts it with JavaScript (the
 * action's parts, tests/helpers/lab/http.ts); its row read back through the embedded port.
 */
async function orderAsVisitor({
  email,
  name,
  spam,
  site,
}: {
  email: string;
  name: string;
  spam: 'honeypot' | null;
  site: string;
}): Promise<{ id: number; reference: string }> {
  const origin = new URL(site).origin;
  const { headers, body } = await actionRequest({
    base: origin,
    actionId: actionIdOf(...FORMS.order.action),
    fields: withFields(FORMS.order.valid(), {
      slug: 'customersupport',
      name,
      email,
      plan: 'standard',
      requirements: 'Answer our customers on WhatsApp.',
      [HONEYPOT_FIELD]: spam === 'honeypot' ? 'https://spam.example' : '',
    }),
  });
  const answer = await fetch(new URL('/bots/customersupport', site), {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
  if (answer.status !== 200) throw new Error(`The order form answered ${answer.status}`);
  const [row] = await deskDb()`select id, reference from bot_orders where email = ${email}`;
  if (!row) throw new Error(`The order form saved no order of ${email}`);
  return { id: Number(row.id), reference: String(row.reference) };
}

/**
 * A webhook delivery of a lead that gave up: dead, with its last error. A clean lead posted
 * through the form (the embedded run) has its own, sent already: that one is made to have given
 * up.
 */
export async function seedDeadWebhook(reference: string, email: string): Promise<number> {
  const db = deskDb();
  const payload = {
    type: 'order',
    reference,
    created_at: new Date().toISOString(),
    // The whole lead, as the site queues it: the worker checks it against its schema.
    lead: {
      bot_slug: 'customersupport',
      bot_category: 'Business',
      user_name: 'Ayesha Khan',
      email,
      phone_number: '03001234567',
      platform: 'whatsapp',
      requirements: null,
      additional_info: null,
      plan: 'standard',
      status: 'pending',
    },
    attribution: {
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      landing_path: null,
    },
    spam_reason: null,
  };
  if (deskOnEmbedded) {
    // Its copy of the lead was dropped when it was sent: a delivery that gave up still has one.
    // A lead flagged as spam was queued no webhook: it gets one below, as a seeded lead does.
    const [own] = await db`update lead_deliveries
      set state = 'dead', attempts = 12, last_error = 'HTTP 500', payload = ${db.json(payload)}
      where reference = ${reference} and channel = 'webhook' returning id`;
    if (own) return Number(own.id);
  }
  const [row] = await db`
    insert into lead_deliveries (channel, lead_type, reference, payload, state, attempts, last_error,
      created_at)
    values ('webhook', 'order', ${reference}, ${db.json(payload)}, 'dead', 12, 'HTTP 500',
      now() - interval '2 days')
    returning id`;
  return Number(row!.id);
}

/** `npm run desk:link -- <email>`: its URL, or its exit code. */
export function deskLink(
  email: string,
  env: Record<string, string>,
): { url: string; status: 0 } | { status: number } {
  try {
    const out = execFileSync('node', ['scripts/desk-link.mjs', email], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { url: out.trim(), status: 0 };
  } catch (error) {
    return { status: (error as { status: number }).status };
  }
}

/**
 * Chromium for a spec whose server is named localhost (SITE_URL, as the desk's links and passkeys
 * name it): the name resolved to 127.0.0.1, where the server listens.
 */
export const localhostLaunchOptions = {
  executablePath: testChromiumPath,
  args: [...testChromiumArgs, '--host-resolver-rules=MAP localhost 127.0.0.1'],
};
