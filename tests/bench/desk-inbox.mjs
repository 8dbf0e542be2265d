#!/usr/bin/env node
// The desk's inbox at 100,000 leads: seeds a database, then times the inbox's first page and a
// filtered page on a running server, signed in with a desk:link URL. A bench, not a test.
//
//   DATABASE_URL=postgres://…/bench npx drizzle-kit migrate
//   DATABASE_URL=… node tests/bench/desk-inbox.mjs seed 100000
//   (start the server on that database with DESK_OWNERS, AUTH_SECRET, SITE_URL)
//   DESK_OWNERS=… AUTH_SECRET=… SITE_URL=… node tests/bench/desk-inbox.mjs time 200
import { execFileSync } from 'node:child_process';
import postgres from 'postgres';

const [mode, countArg] = process.argv.slice(2);

async function seed(total) {
  const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  // Spread over a year; 1 in 20 flagged; three in five orders, the rest custom bots and contacts.
  const orders = Math.round(total * 0.6);
  const others = Math.round(total * 0.2);
  await sql`
    insert into bot_orders (submission_id, bot_slug, bot_category, user_name, email, phone_number,
      platform, plan, status, spam_reason, utm_source, created_at)
    select gen_random_uuid(), (array['customersupport','contentgen','leadgen'])[1 + i % 3],
      'Restaurant', 'Buyer ' || i, 'buyer' || i || '@example.com', '0300' || lpad(i::text, 7, '0'),
      'whatsapp', (array['basic','standard','premium'])[1 + i % 3],
      (array['pending','contacted','won','lost'])[1 + i % 4],
      case when i % 20 = 0 then 'too_fast' end,
      (array['google','newsletter',null])[1 + i % 3],
      now() - make_interval(secs => (i::float / ${orders}) * 365 * 86400)
    from generate_series(1, ${orders}) as i`;
  await sql`
    insert into custom_bot_requests (submission_id, business_name, category, platform,
      business_size, budget, contact_name, email, created_at)
    select gen_random_uuid(), 'Business ' || i, 'restaurant', 'whatsapp', 'small', 'under-50',
      'Owner ' || i, 'owner' || i || '@example.com',
      now() - make_interval(secs => (i::float / ${others}) * 365 * 86400)
    from generate_series(1, ${others}) as i`;
  await sql`
    insert into contact_messages (submission_id, first_name, email, phone, company, inquiry_type,
      message, created_at)
    select gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com',
      '0300' || lpad(i::text, 7, '0'), 'Company', 'sales_inquiry', 'Hello',
      now() - make_interval(secs => (i::float / ${others}) * 365 * 86400)
    from generate_series(1, ${others}) as i`;
  await sql`analyze`;
  await sql.end();
}

async function time(runs) {
  const url = execFileSync(
    'node',
    ['scripts/desk-link.mjs', process.env.DESK_OWNERS.split(',')[0]],
    {
      encoding: 'utf8',
    },
  ).trim();
  const signIn = await fetch(url, { redirect: 'manual' });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`No session from ${url}: ${signIn.status}`);
  const origin = new URL(url).origin;
  const pages = {
    'first page': '/desk',
    'filtered page': '/desk?form=order&status=won&plan=premium',
    'by source and status': '/desk?source=google&status=won',
    'search by e-mail': '/desk?q=buyer4242%40example.com',
  };
  for (const [name, path] of Object.entries(pages)) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
    console.log(`${name} (${path}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs} requests`);
  }
}

if (mode === 'seed') await seed(Number(countArg ?? 100_000));
else if (mode === 'time') await time(Number(countArg ?? 200));
else {
  console.error('Usage: node tests/bench/desk-inbox.mjs seed <leads> | time <requests>');
  process.exit(2);
}
