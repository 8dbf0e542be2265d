// The desk's inbox at 100,000 leads: seeds a database, then times the inbox's first page and
// filtered pages on a running server, signed in with a desk:link URL. A bench, not a test.
//
//   DATABASE_URL=postgres://…/bench npx drizzle-kit migrate
//   DATABASE_URL=… npx tsx tests/load/desk-inbox.ts seed 100000
//   (start the server on that database with DESK_OWNERS, AUTH_SECRET, SITE_URL)
//   DESK_OWNERS=… AUTH_SECRET=… SITE_URL=… npx tsx tests/load/desk-inbox.ts time 200
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { bots } from '@/content/bots';
import { DEAL_STATUSES } from '@/content/desk';
import {
  BUDGETS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  INQUIRY_TYPES,
  PLANS,
  PLATFORMS,
  SPAM_REASONS,
} from '@/content/form-options';
import { botOrders, contactMessages, customBotRequests } from '@/db/schema';
import { deskLink } from '../helpers/desk';

type Sql = postgres.Sql;
type Code<T extends readonly string[]> = T[number];

const PLATFORM: Code<typeof PLATFORMS> = 'whatsapp';
const FLAG: Code<typeof SPAM_REASONS> = 'honeypot';
const CATEGORY: Code<typeof CUSTOM_BOT_CATEGORIES> = 'restaurant';
const SIZE: Code<typeof BUSINESS_SIZES> = 'small';
const BUDGET: Code<typeof BUDGETS> = 'under-50';
const INQUIRY: Code<typeof INQUIRY_TYPES> = 'sales_inquiry';

/** `insert into <table> (<columns>)`, the names as db/schema.ts gives them. */
const insertInto = (sql: Sql, table: PgTable, columns: PgColumn[]) =>
  sql`insert into ${sql(getTableName(table))} (${sql(columns.map((column) => column.name))})`;

/** The i-th of `values`, round and round, in SQL. */
const nth = (sql: Sql, values: readonly string[]) =>
  sql`(${[...values]}::text[])[1 + i % ${values.length}]`;

/** Seconds ago, spreading `count` rows over a year. */
const spread = (sql: Sql, count: number) =>
  sql`now() - make_interval(secs => (i::float / ${count}) * 365 * 86400)`;

const o = botOrders;
const ORDER_COLUMNS = [
  o.submissionId,
  o.botSlug,
  o.botCategory,
  o.userName,
  o.email,
  o.phoneNumber,
  o.platform,
  o.plan,
  o.status,
  o.spamReason,
  o.utmSource,
  o.createdAt,
];
const c = customBotRequests;
const CUSTOM_COLUMNS = [
  c.submissionId,
  c.businessName,
  c.category,
  c.platform,
  c.businessSize,
  c.budget,
  c.contactName,
  c.email,
  c.createdAt,
];
const m = contactMessages;
const CONTACT_COLUMNS = [
  m.submissionId,
  m.firstName,
  m.email,
  m.phone,
  m.company,
  m.inquiryType,
  m.message,
  m.createdAt,
];

async function seed(total: number) {
  const sql = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  // Spread over a year; 1 in 20 flagged; three in five orders, the rest custom bots and contacts;
  // the orders go round the catalogue's bots, plans and statuses.
  const orders = Math.round(total * 0.6);
  const others = Math.round(total * 0.2);
  const slugs = nth(
    sql,
    bots.map((bot) => bot.slug),
  );
  const categories = nth(
    sql,
    bots.map((bot) => bot.category),
  );
  await sql`
    ${insertInto(sql, botOrders, ORDER_COLUMNS)}
    select gen_random_uuid(), ${slugs}, ${categories}, 'Buyer ' || i,
      'buyer' || i || '@example.com', '0300' || lpad(i::text, 7, '0'), ${PLATFORM},
      ${nth(sql, PLANS)}, ${nth(sql, DEAL_STATUSES)}, case when i % 20 = 0 then ${FLAG} end,
      (array['google', 'newsletter', null])[1 + i % 3], ${spread(sql, orders)}
    from generate_series(1, ${orders}) as i`;
  await sql`
    ${insertInto(sql, customBotRequests, CUSTOM_COLUMNS)}
    select gen_random_uuid(), 'Business ' || i, ${CATEGORY}, ${PLATFORM}, ${SIZE}, ${BUDGET},
      'Owner ' || i, 'owner' || i || '@example.com', ${spread(sql, others)}
    from generate_series(1, ${others}) as i`;
  await sql`
    ${insertInto(sql, contactMessages, CONTACT_COLUMNS)}
    select gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com',
      '0300' || lpad(i::text, 7, '0'), 'Company', ${INQUIRY}, 'Hello', ${spread(sql, others)}
    from generate_series(1, ${others}) as i`;
  await sql`analyze`;
  await sql.end();
}

async function time(runs: number) {
  const owner = (process.env.DESK_OWNERS ?? '').split(',')[0]?.trim() ?? '';
  const link = deskLink(owner, {});
  if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
  const signIn = await fetch(link.url, { redirect: 'manual' });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`No session from ${link.url}: ${signIn.status}`);
  const origin = new URL(link.url).origin;
  const pages = {
    'first page': '/desk',
    'filtered page': '/desk?form=order&status=won&plan=premium',
    'by source and status': '/desk?source=google&status=won',
    'search by e-mail': '/desk?q=buyer4242%40example.com',
  };
  for (const [name, path] of Object.entries(pages)) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN).toFixed(0);
    console.log(`${name} (${path}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs} requests`);
  }
}

const [mode, count] = process.argv.slice(2);
const main =
  mode === 'seed'
    ? () => seed(Number(count ?? 100_000))
    : mode === 'time'
      ? () => time(Number(count ?? 200))
      : undefined;
if (main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  console.error('Usage: npx tsx tests/load/desk-inbox.ts seed <leads> | time <requests>');
  process.exit(2);
}
