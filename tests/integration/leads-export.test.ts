import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_SEPARATOR, LEAD_EXPORTS } from '@/scripts/lib/leads-csv.mjs';

function execute(command: string, args: string[], env: Record<string, string>) {
  const { status, stdout, stderr } = spawnSync(command, args, { env: { ...process.env, ...env } });
  return {
    status,
    stdout,
    stderr: stderr.toString('utf8'),
    /** Header row first, then one array of cells per lead. */
    rows: () => parse(stdout, { bom: true }) as string[][],
  };
}

/** The script npm run leads:export runs. */
const exportLeads = (args: string[], env: Record<string, string>) =>
  execute(process.execPath, ['scripts/leads-export.mjs', ...args], env);

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run leads:export, before any database is reached', () => {
  it.each([
    [[], /--form is required/],
    [['--form', 'orders'], /unknown form 'orders': choose order, custom-bot, contact, newsletter/],
    [['--form', 'order', '--since', '21-11-2026'], /--since must be a day as YYYY-MM-DD/],
    [['--form', 'order', '--since', '2026-02-30'], /2026-02-30 is not a day of the calendar/],
    [['--form', 'order', '--spam'], /Unknown option '--spam'/],
  ])('refuses %j with exit code 2 and a message on stderr', (args, message) => {
    const run = exportLeads(args, { DATABASE_URL: '' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout.length).toBe(0);
  });

  it('prints its usage with --help', () => {
    const run = exportLeads(['--help'], {});
    expect(run.status).toBe(0);
    expect(run.stdout.toString()).toMatch(
      /--form <form> {5}order, custom-bot, contact, newsletter/,
    );
  });

  it('says in one line what to do when the database cannot be reached', async () => {
    const port = String(await closedPort());
    const embedded = exportLeads(['--form', 'order'], { DATABASE_URL: '', EMBEDDED_DB_PORT: port });
    expect(embedded.status).toBe(1);
    expect(embedded.stderr).toBe(
      `leads:export: cannot connect to the site's embedded database on 127.0.0.1:${port} ` +
        `(connect ECONNREFUSED 127.0.0.1:${port}): start the site (npm start) so that it serves ` +
        'it, or set DATABASE_URL.\n',
    );
    const url = exportLeads(['--form', 'order'], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/leads`,
    });
    expect(url.status).toBe(1);
    expect(url.stderr).toMatch(/^leads:export: cannot connect to DATABASE_URL .*right\.\n$/);
  });
});

const adminUrl = process.env.DATABASE_URL;
const suite = adminUrl ? describe : describe.skip;
const name = `leads_export_${process.pid}_${randomBytes(3).toString('hex')}`;
let admin: postgres.Sql;
let db: postgres.Sql;
let env: Record<string, string>;

beforeAll(async () => {
  if (!adminUrl) return;
  // A database of its own, so the rows below are the only leads the export can find.
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env = { DATABASE_URL: url.toString() };
  db = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await migrate(drizzle({ client: db }), { migrationsFolder: 'db/migrations' });
  const order = (reference: string, createdAt: string, spamReason: string | null) => ({
    submission_id: randomUUID(),
    reference,
    created_at: createdAt,
    spam_reason: spamReason,
    bot_slug: 'finbot',
    bot_category: 'Finance & Trading',
    user_name: 'عائشہ خان',
    email: 'aisha@example.com',
    phone_number: '+923001234567',
    platform: 'whatsapp',
    plan: 'premium',
    requirements: '=HYPERLINK("http://evil.example","x")',
  });
  // The day before --since 2026-06-01 ends a millisecond before midnight in Karachi (GMT+5), as
  // the desk counts days.
  await db`insert into bot_orders ${db([
    order('BB-BEF0RE', '2026-05-31T18:59:59.999Z', null),
    order('BB-NEW000', '2026-05-31T19:00:00Z', null),
    order('BB-SPAM00', '2026-06-02T00:00:00Z', 'too_fast'),
  ])}`;
  await db`insert into custom_bot_requests ${db({
    submission_id: randomUUID(),
    reference: 'BB-CB0000',
    business_name: 'Hina Foods',
    contact_name: 'Hina',
    email: 'hina@example.com',
    phone: '03001234567',
    category: 'restaurant',
    platform: 'whatsapp',
    business_size: 'small',
    budget: '50-100',
    features: ['Customer Support Chat', 'Order Management'],
    utm_source: 'google',
  })}`;
  // More than two batches of the export's 1,000, so the batching is exercised.
  await db`insert into newsletter_subscriptions (email)
    select 'reader' || n || '@example.com' from generate_series(1, 2500) as n`;
});

afterAll(async () => {
  await db?.end();
  await admin?.unsafe(`drop database if exists "${name}" with (force)`);
  await admin?.end();
});

suite('npm run leads:export on PostgreSQL (DATABASE_URL)', () => {
  const columns = LEAD_EXPORTS.order.columns;
  const column = (row: string[] | undefined, name: string) => row![columns.indexOf(name)];

  it('writes the clean orders, oldest first, as CSV a spreadsheet opens safely', () => {
    // As the provider types it (README.md), with npm at its default log level, not as the npm
    // running these tests was told to be: `-s` leaves nothing but the CSV on standard output.
    const run = execute('npm', ['run', '-s', 'leads:export', '--', '--form', 'order'], {
      ...env,
      npm_config_loglevel: '',
    });
    expect(run.stderr).not.toMatch(/leads:export/);
    expect(run.status).toBe(0);
    expect(run.stdout.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = run.rows();
    expect(header).toEqual(columns);
    expect(rows.map((row) => column(row, 'reference'))).toEqual(['BB-BEF0RE', 'BB-NEW000']);
    const [first] = rows;
    expect(column(first, 'created_at')).toBe('2026-05-31T18:59:59.999Z');
    expect(column(first, 'user_name')).toBe('عائشہ خان');
    expect(column(first, 'phone_number')).toBe(`'+923001234567`);
    expect(column(first, 'requirements')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(column(first, 'status')).toBe('pending');
    expect(column(first, 'spam_reason')).toBe('');
  });

  it('adds suspected spam with --include-spam, and keeps leads from a Karachi day on with --since', () => {
    const withSpam = exportLeads(['--form', 'order', '--include-spam'], env).rows().slice(1);
    expect(withSpam.map((row) => [column(row, 'reference'), column(row, 'spam_reason')])).toEqual([
      ['BB-BEF0RE', ''],
      ['BB-NEW000', ''],
      ['BB-SPAM00', 'too_fast'],
    ]);
    const since = exportLeads(['--form', 'order', '--since', '2026-06-01'], env).rows().slice(1);
    expect(since.map((row) => column(row, 'reference'))).toEqual(['BB-NEW000']);
    const both = exportLeads(['--form', 'order', '--since', '2026-06-01', '--include-spam'], env);
    expect(
      both
        .rows()
        .slice(1)
        .map((row) => column(row, 'reference')),
    ).toEqual(['BB-NEW000', 'BB-SPAM00']);
  });

  it('writes a custom-bot request with its contact, features and attribution', () => {
    const run = exportLeads(['--form', 'custom-bot'], env);
    const { columns: names } = LEAD_EXPORTS['custom-bot'];
    const [header, row, ...rest] = run.rows();
    expect(header).toEqual(names);
    expect(rest).toEqual([]);
    const read = Object.fromEntries(names.map((name, i) => [name, row![i]]));
    expect(read).toMatchObject({
      reference: 'BB-CB0000',
      contact_name: 'Hina',
      email: 'hina@example.com',
      phone: `'03001234567`,
      features: ['Customer Support Chat', 'Order Management'].join(FEATURE_SEPARATOR),
      utm_source: 'google',
    });
  });

  it('writes every subscriber of a table larger than one batch once, in order', () => {
    const [header, ...rows] = exportLeads(['--form', 'newsletter'], env).rows();
    expect(header).toEqual(LEAD_EXPORTS.newsletter.columns);
    expect(rows.map((row) => row[1])).toEqual(
      Array.from({ length: 2500 }, (_, i) => `reader${i + 1}@example.com`),
    );
  });

  it('writes the CSV to the file --output names, and nothing to standard output', () => {
    const file = path.join(os.tmpdir(), `leads-export-${process.pid}-${randomUUID()}.csv`);
    try {
      const run = exportLeads(['--form', 'order', '--output', file], env);
      expect(run.status).toBe(0);
      expect(run.stdout.length).toBe(0);
      const rows = parse(fs.readFileSync(file), { bom: true }) as string[][];
      expect(rows[0]).toEqual(columns);
      expect(rows.slice(1).map((row) => column(row, 'reference'))).toEqual([
        'BB-BEF0RE',
        'BB-NEW000',
      ]);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('writes the header row alone for a form with no leads', () => {
    const run = exportLeads(['--form', 'contact'], env);
    expect(run.status).toBe(0);
    expect(run.rows()).toEqual([LEAD_EXPORTS.contact.columns]);
  });
});
