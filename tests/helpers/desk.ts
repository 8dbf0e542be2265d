import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import postgres from 'postgres';

/** Seeds and reads the desk's rows for its e2e tests, straight from PostgreSQL. */

let client: postgres.Sql | undefined;

/**
 * A database of the desk's tests alone, beside DATABASE_URL's, migrated: the suite's own server
 * runs a delivery worker on that one, without mail or webhook settings, and would take the
 * desk's deliveries as 'skipped'.
 */
export function deskDbUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The desk e2e tests need DATABASE_URL.');
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_desk_e2e`;
  return parsed.toString();
}

export async function prepareDeskDb(): Promise<void> {
  const admin = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  const name = new URL(deskDbUrl()).pathname.slice(1);
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  execFileSync('npx', ['drizzle-kit', 'migrate'], {
    env: { ...process.env, DATABASE_URL: deskDbUrl() },
    stdio: 'ignore',
  });
}

export function deskDb(): postgres.Sql {
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
}: {
  email: string;
  name?: string;
  spam?: string | null;
}): Promise<{ id: number; reference: string }> {
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

/** A webhook delivery of a lead that gave up: dead, with its last error. */
export async function seedDeadWebhook(reference: string, email: string): Promise<number> {
  const db = deskDb();
  // The lead's part as the outbox keeps it (lib/delivery/payload.ts): the order seedOrder saves.
  const payload = {
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
