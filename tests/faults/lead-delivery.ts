// Part 5 of `npm run test:faults`: every lead reaches the provider's inbox, the visitor's inbox
// and the webhook exactly once, through an SMTP outage, a killed app and a failing webhook.
//
// A server of its own (server.mjs, the build under test) on a fresh database of its own, with
// SMTP_URL, LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET pointing at a real
// SMTP server and a webhook receiver started here (tests/helpers/delivery-catcher.ts, in a worker
// thread; ./site.ts). Nothing of the app is changed or sped up: its retries come at its own times (lib/delivery/worker.ts,
// db/queries/deliveries.ts: 15 s after a failure, then 30 s, 60 s, … up to an hour; a claim held
// by a process that died lapses within 10 s, lib/delivery/claims.ts; a sweep every 5 s). Each visitor has an address of
// their own, as the confirmations are limited to 3 an hour per address.
//
//   5a. SMTP down (connection refused) for 60 s while 200 orders arrive, spread over its first
//       50 s, then up again: each order's alert and confirmation are accepted once, no later than
//       two minutes after SMTP is back (the retry after a third failure comes 60 s later), and
//       each webhook (which was up) is answered 2xx once;
//   5b. 100 orders, SMTP and webhook answering in 100 ms; once a third of the 300 deliveries is
//       done, the answers are held back, the app is killed (SIGKILL) with deliveries under way,
//       and started again: each delivered once, none lost. Answers are held first so that the kill
//       falls while transactions are open, never between an answer the app has seen and its
//       record of it: a kill in those few milliseconds would send that one again, with the same
//       Message-ID or Idempotency-Key, and no sender can avoid it (see docs/performance.md);
//   5c. the webhook answering 500 three times, then 200, for one order (sent at the start of 5a and
//       checked after it, so its two minutes of retries run beside it): four calls, at the app's
//       intervals, answered 2xx once, and its e-mails sent once.
// Last, over the whole part: no e-mail accepted twice (by Message-ID), no webhook answered 2xx
// twice (by Idempotency-Key), every webhook signed, and nothing for a lead nobody sent.
import { randomUUID } from 'node:crypto';
import { now, type CaughtHook, type CaughtMail } from '../helpers/delivery-catcher';
import type { RemoteCatcher } from '../helpers/delivery-catcher-thread';
import { FORMS, withFields } from '../helpers/lab/forms';
import {
  connect,
  countOf,
  fmt,
  sleep,
  table,
  type Sql,
  type Started,
} from '../helpers/lab/harness';
import { callActionForResult } from '../helpers/lab/http';
import type { Expect } from './hostile';
import { startDeliverySite, type Ids, type Site } from './site';

type Sink = RemoteCatcher;
type Received = { mails: CaughtMail[]; hooks: CaughtHook[] };
type Order = { email: string; kind: string; reference: string | null; answeredAt: number };
type Channel = 'alert' | 'confirmation' | 'webhook';
type ChannelTally = {
  once: number;
  twice: number;
  missing: number;
  wrongRecipient?: number;
  calls?: number;
  unsigned?: number;
  last: number | null;
};
type Tally = Record<Channel, ChannelTally>;
type Failing = Awaited<ReturnType<typeof failingWebhook>>;

const PROVIDER = 'provider@botbazaar.example';
const SECRET = 'faults-webhook-secret';

const OUTAGE_MS = 60_000;
const OUTAGE_ORDERS = 200;
const OUTAGE_SPREAD_MS = 50_000;
/** After SMTP is back: the retry after a third failure (60 s), a sweep (5 s), and the sending. */
const OUTAGE_DRAIN_LIMIT_MS = 120_000;
const KILL_ORDERS = 100;
const KILL_ANSWER_DELAY_MS = 100;
/** After the restart: the dead process's claims lapse (10 s), a sweep (5 s), and the sending. */
const KILL_DRAIN_LIMIT_MS = 120_000;
const WEBHOOK_FAILURES = 3;
/** The app's retry intervals after the 1st, 2nd and 3rd failure (db/queries/deliveries.ts). */
const BACKOFF_S = [15, 30, 60];
/** A retry falls due at its time and is picked up by the next kick or sweep (every 5 s). */
const BACKOFF_SLACK_S = { early: 1, late: 8 };
/** Quiet time after the last expected delivery, to see that nothing comes twice. */
const SETTLE_MS = 10_000;

const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;

/** An order from a visitor of their own, with JavaScript: { email, kind, reference, answeredAt }. */
async function order(base: string, actionId: string, email: string): Promise<Order> {
  try {
    const { kind, result } = await callActionForResult({
      base,
      form: FORMS.order,
      actionId,
      fields: withFields(FORMS.order.valid(), { email }),
      timeoutMs: 10_000,
    });
    return { email, kind, reference: result?.reference ?? null, answeredAt: now() };
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    return { email, kind: code ?? message, reference: null, answeredAt: now() };
  }
}

async function waitFor(
  check: () => Promise<boolean>,
  limitMs: number,
  everyMs = 250,
): Promise<boolean> {
  const until = now() + limitMs;
  for (;;) {
    if (await check()) return true;
    if (now() >= until) return false;
    await sleep(everyMs);
  }
}

/**
 * What reached the sink for these orders: per channel, how many leads got it once, twice or
 * more, or not at all; e-mails to the wrong recipient; webhook calls not answered 2xx.
 */
function tally(orders: Order[], { mails, hooks }: Received): Tally {
  const byReference = new Map(orders.map((o) => [o.reference, o]));
  const result = {} as Tally;
  for (const channel of ['alert', 'confirmation'] as const) {
    const these = mails.filter((m) => m.channel === channel && byReference.has(m.reference));
    const counts = countOf(these.map((m) => m.reference ?? ''));
    const wrongRecipient = these.filter((m) => {
      const email = byReference.get(m.reference)?.email;
      return channel === 'alert'
        ? m.to.join() !== PROVIDER || m.replyTo !== email
        : m.to.join() !== email;
    }).length;
    result[channel] = summary(orders, counts, { wrongRecipient, last: lastAt(these) });
  }
  const calls = hooks.filter((h) => byReference.has(h.key));
  const ok = calls.filter((h) => h.answered && h.status !== null && h.status < 300);
  result.webhook = summary(orders, countOf(ok.map((h) => h.key ?? '')), {
    calls: calls.length,
    unsigned: calls.filter((h) => !h.signed).length,
    last: lastAt(ok),
  });
  return result;
}

const lastAt = (records: { at: number }[]) =>
  records.length ? Math.max(...records.map((r) => r.at)) : null;

function summary(
  orders: Order[],
  counts: Record<string, number>,
  extra: Omit<ChannelTally, 'once' | 'twice' | 'missing'>,
): ChannelTally {
  const per = orders.map((o) => counts[o.reference ?? ''] ?? 0);
  return {
    once: per.filter((n) => n === 1).length,
    twice: per.filter((n) => n > 1).length,
    missing: per.filter((n) => n === 0).length,
    ...extra,
  };
}

const delivered = (t: Tally) => t.alert.once + t.confirmation.once + t.webhook.once;
const allDelivered = (t: Tally, n: number) =>
  (['alert', 'confirmation', 'webhook'] as const).every((c) => t[c].once + t[c].twice === n);

function printTally(t: Tally, n: number) {
  const rows: (string | number)[][] = [
    ['', 'expected', 'once', 'twice or more', 'missing', 'other'],
  ];
  rows.push([
    'provider alerts',
    n,
    t.alert.once,
    t.alert.twice,
    t.alert.missing,
    t.alert.wrongRecipient ? `${t.alert.wrongRecipient} wrong recipient` : '',
  ]);
  rows.push([
    'visitor confirmations',
    n,
    t.confirmation.once,
    t.confirmation.twice,
    t.confirmation.missing,
    t.confirmation.wrongRecipient ? `${t.confirmation.wrongRecipient} wrong recipient` : '',
  ]);
  rows.push([
    'webhooks answered 2xx',
    n,
    t.webhook.once,
    t.webhook.twice,
    t.webhook.missing,
    `${t.webhook.calls} calls${t.webhook.unsigned ? `, ${t.webhook.unsigned} unsigned` : ''}`,
  ]);
  console.log(table(rows).replace(/^/gm, '    '));
}

function expectExact(expect: Expect, label: string, t: Tally, n: number) {
  for (const [channel, name] of [
    ['alert', 'provider alerts'],
    ['confirmation', 'visitor confirmations'],
    ['webhook', 'webhooks answered 2xx'],
  ] as const) {
    const c = t[channel];
    const wrong = c.wrongRecipient ?? 0;
    expect(
      `${label}: ${name} once each`,
      c.once === n && c.twice === 0 && c.missing === 0 && wrong === 0,
      `${c.once} of ${n} once, ${c.twice} twice or more, ${c.missing} missing${wrong ? `, ${wrong} to the wrong recipient` : ''}`,
    );
  }
}

/** The outbox rows of these leads, by state, and the most attempts any one took, per channel. */
async function outbox(sql: Sql, references: string[]) {
  const rows = await sql<{ channel: string; state: string; n: number; max_attempts: number }[]>`
    select channel, state, count(*)::int as n, max(attempts)::int as max_attempts
    from lead_deliveries where reference = any(${references})
    group by channel, state order by channel, state`;
  const states = countOf([]);
  for (const row of rows) states[row.state] = (states[row.state] ?? 0) + row.n;
  const attempts = await sql<{ attempts: number; n: number }[]>`
    select attempts::int as attempts, count(*)::int as n from lead_deliveries
    where reference = any(${references}) and channel <> 'webhook'
    group by attempts order by attempts`;
  return {
    rows,
    states,
    emailAttempts: Object.fromEntries(attempts.map((r) => [r.attempts, r.n])),
  };
}

// ---------------------------------------------------------------------------------------------

type Context = { server: Started; ids: Ids; sink: Sink; sql: Sql; expect: Expect };

async function smtpOutage({
  server,
  ids,
  sink,
  sql,
  expect,
  failing,
}: Context & { failing: Promise<Failing> }) {
  console.log(
    `\n  5a. SMTP down for ${OUTAGE_MS / 1000} s while ${OUTAGE_ORDERS} orders arrive (over its first ${OUTAGE_SPREAD_MS / 1000} s), then back`,
  );
  await sink.smtpDown();
  const downAt = now();
  const sending: Promise<Order>[] = [];
  for (let i = 0; i < OUTAGE_ORDERS; i++) {
    const at = downAt + (i * OUTAGE_SPREAD_MS) / OUTAGE_ORDERS;
    if (at > now()) await sleep(at - now());
    sending.push(order(server.base, ids.order, `outage-${i}-${randomUUID()}@example.com`));
  }
  const orders = await Promise.all(sending);
  const answers = countOf(orders.map((o) => o.kind));
  console.log(
    `    ${orders.length} orders answered by ${s(now() - downAt)}: ${JSON.stringify(answers)}`,
  );
  expect(
    '5a: orders answered ok while SMTP was down',
    answers.ok === OUTAGE_ORDERS && orders.every((o) => o.reference),
    `${answers.ok ?? 0} of ${OUTAGE_ORDERS}`,
  );
  const references = orders.flatMap((o) => (o.reference ? [o.reference] : []));
  if (downAt + OUTAGE_MS > now()) await sleep(downAt + OUTAGE_MS - now());
  const duringOutage = tally(orders, await sink.received());
  await sink.smtpUp();
  const upAt = now();
  const pendingAtUp = await outbox(sql, references);
  console.log(
    `    SMTP back at ${s(upAt - downAt)}: meanwhile ${duringOutage.alert.once + duringOutage.alert.twice} alerts and ` +
      `${duringOutage.confirmation.once + duringOutage.confirmation.twice} confirmations accepted (none can be), ` +
      `${duringOutage.webhook.once} webhooks answered 2xx; e-mails waiting by attempts made: ${JSON.stringify(pendingAtUp.emailAttempts)}`,
  );

  const drained = await waitFor(
    async () => allDelivered(tally(orders, await sink.received()), orders.length),
    OUTAGE_DRAIN_LIMIT_MS + 30_000,
    500,
  );
  const drainedAt = now();
  // 5c's order was sent first: its webhook retries are still running now and then.
  await failing;
  await sleep(Math.max(0, drainedAt + SETTLE_MS - now()));
  const t = tally(orders, await sink.received());
  const lastEmail = Math.max(t.alert.last ?? 0, t.confirmation.last ?? 0);
  const after = await outbox(sql, references);
  const peak = await sink.peakConnections();
  console.log(
    `    ${drained ? 'all delivered' : 'NOT all delivered'}; last e-mail accepted ${s(lastEmail - upAt)} after SMTP was back; ` +
      `e-mails by attempts taken: ${JSON.stringify(after.emailAttempts)}; outbox: ${JSON.stringify(after.states)}; ` +
      `at most ${peak} SMTP connections open at once`,
  );
  printTally(t, orders.length);
  expectExact(expect, '5a', t, OUTAGE_ORDERS);
  expect(
    `5a: every e-mail accepted within ${OUTAGE_DRAIN_LIMIT_MS / 1000} s of SMTP's return`,
    drained && lastEmail - upAt <= OUTAGE_DRAIN_LIMIT_MS,
    drained ? s(lastEmail - upAt) : 'not all delivered',
  );
  expect(
    "5a: outbox rows all 'sent'",
    after.states.sent === references.length * 3 && Object.keys(after.states).length === 1,
    JSON.stringify(after.states),
  );
  return {
    orders: orders.length,
    answers,
    smtpBackAfterS: (upAt - downAt) / 1000,
    emailAttemptsWhenBack: pendingAtUp.emailAttempts,
    emailAttempts: after.emailAttempts,
    lastEmailAfterBackS: (lastEmail - upAt) / 1000,
    peakSmtpConnections: peak,
    delivery: t,
    outbox: after.states,
  };
}

// ---------------------------------------------------------------------------------------------

/** The webhook answering 500 to an order's first calls; resolves once it has been answered 200. */
async function failingWebhook({ server, ids, sink }: Pick<Context, 'server' | 'ids' | 'sink'>) {
  const email = `hook-500-${randomUUID()}@example.com`;
  await sink.failWebhook(WEBHOOK_FAILURES, email);
  const sent = await order(server.base, ids.order, email);
  const calls = async () =>
    (await sink.received()).hooks.filter((h) => h.key === sent.reference && h.key);
  const limitMs = (BACKOFF_S.reduce((a, b) => a + b, 0) + 3 * BACKOFF_SLACK_S.late + 20) * 1000;
  const ok =
    sent.reference !== null &&
    (await sink.waitForHooks({ key: sent.reference, answeredWith: 200 }, 1, limitMs)).length > 0;
  return { sent, ok, calls, email };
}

async function checkFailingWebhook({
  sink,
  sql,
  expect,
  failing,
}: Pick<Context, 'sink' | 'sql' | 'expect'> & { failing: Promise<Failing> }) {
  const { sent, ok, calls } = await failing;
  console.log(
    `\n  5c. a webhook answering 500 ${WEBHOOK_FAILURES} times, then 200 (order ${sent.reference ?? sent.kind}, sent at the start of 5a)`,
  );
  const list = await calls();
  const intervals = list.slice(1).map((h, i) => (h.at - (list[i]?.at ?? h.at)) / 1000);
  const [row] = sent.reference
    ? await sql`select state, attempts::int as attempts, last_error from lead_deliveries
        where reference = ${sent.reference} and channel = 'webhook'`
    : [];
  const { mails } = await sink.received();
  const emails = countOf(
    mails.filter((m) => m.reference === sent.reference).map((m) => m.channel ?? ''),
  );
  console.log(
    `    calls answered ${list.map((h) => h.status ?? '–').join(', ')}; ${list.length > 1 ? `intervals ${intervals.map((x) => fmt(x, 1)).join(', ')} s` : 'no retry'} ` +
      `(the app's: ${BACKOFF_S.join(', ')} s, picked up by the next kick or 5 s sweep); outbox: ${row ? `${row.state}, ${row.attempts} attempts` : 'no row'}`,
  );
  const answered2xx = list.filter((h) => h.answered && h.status !== null && h.status < 300).length;
  expect('5c: order answered ok', sent.kind === 'ok', sent.kind);
  expect(
    `5c: webhook calls, answered 2xx`,
    ok && list.length === WEBHOOK_FAILURES + 1 && answered2xx === 1,
    `${list.length} calls (expected ${WEBHOOK_FAILURES + 1}), ${answered2xx} answered 2xx (expected 1)`,
  );
  const onTime = intervals.every(
    (x, i) =>
      x >= (BACKOFF_S[i] ?? Infinity) - BACKOFF_SLACK_S.early &&
      x <= (BACKOFF_S[i] ?? Infinity) + BACKOFF_SLACK_S.late,
  );
  expect(
    `5c: retry intervals ${BACKOFF_S.join(', ')} s (each −${BACKOFF_SLACK_S.early} / +${BACKOFF_SLACK_S.late} s)`,
    intervals.length === WEBHOOK_FAILURES && onTime,
    intervals.length ? `${intervals.map((x) => fmt(x, 1)).join(', ')} s` : 'none',
  );
  expect(
    "5c: its outbox row 'sent' after 4 attempts",
    row?.state === 'sent' && row?.attempts === WEBHOOK_FAILURES + 1,
    row ? `${row.state}, ${row.attempts} attempts` : 'no row',
  );
  expect(
    '5c: its alert and confirmation, once each',
    emails.alert === 1 && emails.confirmation === 1,
    JSON.stringify(emails),
  );
  return {
    reference: sent.reference,
    statuses: list.map((h) => h.status),
    intervalsS: intervals,
    outbox: row ?? null,
    emails,
  };
}

// ---------------------------------------------------------------------------------------------

async function killMidDelivery({ site, server, ids, sink, sql, expect }: Context & { site: Site }) {
  console.log(
    `\n  5b. the app killed (SIGKILL) mid-delivery of ${KILL_ORDERS} orders, then started again`,
  );
  await sink.delay(KILL_ANSWER_DELAY_MS);
  await sink.peakConnections();
  const orders: Order[] = [];
  let nextOrder = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (nextOrder < KILL_ORDERS) {
        const i = nextOrder++;
        orders[i] = await order(server.base, ids.order, `crash-${i}-${randomUUID()}@example.com`);
      }
    }),
  );
  const answers = countOf(orders.map((o) => o.kind));
  expect(
    '5b: orders answered ok before the kill',
    answers.ok === KILL_ORDERS && orders.every((o) => o.reference),
    `${answers.ok ?? 0} of ${KILL_ORDERS}`,
  );
  const references = orders.flatMap((o) => (o.reference ? [o.reference] : []));
  const expected = orders.length * 3;
  const third = Math.ceil(expected / 3);
  const reached = await waitFor(
    async () => delivered(tally(orders, await sink.received())) >= third,
    60_000,
    20,
  );
  // Answers held back: whatever the app had been answered is recorded before it dies.
  await sink.hold();
  await sleep(300);
  const doneBefore = delivered(tally(orders, await sink.received()));
  const peak = await sink.peakConnections();
  const [atKill = { claimed: 0, queued: 0, sent: 0 }] = await sql<
    { claimed: number; queued: number; sent: number }[]
  >`
    select count(*) filter (where state = 'pending' and locked_until > now())::int as claimed,
      count(*) filter (where state = 'pending' and (locked_until is null or locked_until <= now()))::int as queued,
      count(*) filter (where state = 'sent')::int as sent
    from lead_deliveries where reference = any(${references})`;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
  await exited;
  const killedAt = now();
  await sleep(500);
  // The answers held back when it died: each found its connection gone (nothing was accepted).
  const released = await sink.release();
  await sink.delay(0);
  const inTransaction = released.mail.gone + released.hooks.gone;
  const stillConnected = released.mail.answered + released.hooks.answered;
  console.log(
    `    killed with ${doneBefore} of ${expected} deliveries done${reached ? '' : ' (a third was never reached)'}; in flight: ` +
      `${atKill.claimed} claimed by its worker and not recorded sent, of which ${released.mail.gone} e-mails had sent their DATA ` +
      `and ${released.hooks.gone} webhook calls their body, waiting for the answer; ${atKill.queued} more queued, not yet claimed; ` +
      `${atKill.sent} recorded sent; it had up to ${peak} SMTP connections open` +
      (stillConnected ? ` (${stillConnected} held answers still had their connection)` : ''),
  );

  const restarted = await site.startServer();
  const restartedAt = now();
  const drained = await waitFor(
    async () => allDelivered(tally(orders, await sink.received()), orders.length),
    KILL_DRAIN_LIMIT_MS,
    500,
  );
  const drainedAt = now();
  await sleep(Math.max(0, drainedAt + SETTLE_MS - now()));
  const t = tally(orders, await sink.received());
  const after = await outbox(sql, references);
  console.log(
    `    started again ${s(restartedAt - killedAt)} after the kill; ${drained ? `all delivered ${s(drainedAt - restartedAt)} after it was up` : 'NOT all delivered'} ` +
      `(a dead worker's claims lapse within 10 s); outbox: ${JSON.stringify(after.states)}`,
  );
  printTally(t, orders.length);
  expect(
    '5b: deliveries in flight when the app was killed',
    atKill.claimed > 0 && inTransaction > 0,
    `${atKill.claimed} claimed, ${inTransaction} awaiting their answer`,
  );
  expectExact(expect, '5b', t, KILL_ORDERS);
  expect(
    "5b: outbox rows all 'sent'",
    after.states.sent === references.length * 3 && Object.keys(after.states).length === 1,
    JSON.stringify(after.states),
  );
  return {
    server: restarted,
    figures: {
      orders: orders.length,
      answers,
      atKill: {
        ...atKill,
        doneBefore,
        expected,
        awaitingAnswer: released,
        peakSmtpConnections: peak,
      },
      released,
      restartedAfterKillS: (restartedAt - killedAt) / 1000,
      drainedAfterRestartS: drained ? (drainedAt - restartedAt) / 1000 : null,
      delivery: t,
      outbox: after.states,
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** Over the whole part: nothing accepted twice, nothing for a lead nobody sent, all signed. */
function wholePart(
  { mails, hooks }: Received,
  { mails: twice, hooks: hooksTwice }: Awaited<ReturnType<Sink['duplicates']>>,
  references: string[],
  expect: Expect,
) {
  const known = new Set(references);
  const stray = mails.filter((m) => !known.has(m.reference ?? '')).length;
  const strayHooks = hooks.filter((h) => !known.has(h.key ?? '')).length;
  const unsigned = hooks.filter((h) => !h.signed).length;
  console.log(
    `\n  whole part: ${mails.length} e-mails accepted, ${hooks.length} webhook calls for ${references.length} orders`,
  );
  expect(
    '5: e-mails accepted twice (same Message-ID)',
    twice.length === 0,
    twice.length ? twice.map(([id, n]) => `${id} ×${n}`).join(', ') : '0',
  );
  expect(
    '5: webhooks answered 2xx twice (same Idempotency-Key)',
    hooksTwice.length === 0,
    hooksTwice.length ? hooksTwice.map(([key, n]) => `${key} ×${n}`).join(', ') : '0',
  );
  expect(
    '5: e-mails or webhooks for a lead nobody sent, unsigned webhooks',
    stray === 0 && strayHooks === 0 && unsigned === 0,
    `${stray} / ${strayHooks} / ${unsigned}`,
  );
  return {
    emails: mails.length,
    webhookCalls: hooks.length,
    emailsTwice: twice,
    hooksTwice,
    stray,
    strayHooks,
    unsigned,
  };
}

export async function leadDelivery({
  dist,
  ids,
  expect,
}: {
  dist: string;
  ids: Ids;
  expect: Expect;
}): Promise<Record<string, unknown>> {
  console.log(
    '\n5. lead delivery: SMTP down for a minute, the app killed mid-delivery, a failing webhook',
  );
  const started = now();
  const site = await startDeliverySite({
    dist,
    database: 'botbazaar_faults_delivery',
    provider: PROVIDER,
    secret: SECRET,
  });
  const { database, catcher: sink } = site;
  let { server } = site;
  console.log(
    `  server.mjs on ${server.base}, database ${database.name} (fresh), SMTP_URL=${sink.smtpUrl} ` +
      `LEADS_WEBHOOK_URL=${sink.webhookUrl} (smtp-server and node:http in a worker thread)`,
  );
  const sql = connect(database.url);
  const figures: Record<string, unknown> = {};
  try {
    const failing = failingWebhook({ server, ids, sink });
    // Its order is saved (and its e-mails sent) before SMTP goes down.
    await sleep(1000);
    figures.smtpOutage = await smtpOutage({ server, ids, sink, sql, expect, failing });
    figures.failingWebhook = await checkFailingWebhook({ sink, sql, expect, failing });
    const killed = await killMidDelivery({ site, server, ids, sink, sql, expect });
    server = killed.server;
    figures.killMidDelivery = killed.figures;
    const references = (
      await sql<
        { reference: string }[]
      >`select reference from bot_orders where reference is not null`
    ).map((r) => r.reference);
    figures.wholePart = wholePart(
      await sink.received(),
      await sink.duplicates(),
      references,
      expect,
    );
  } finally {
    await sql.end({ timeout: 1 });
    await site.stop();
  }
  const seconds = (now() - started) / 1000;
  figures.seconds = seconds;
  console.log(`  part 5 took ${fmt(seconds)} s`);
  return figures;
}
