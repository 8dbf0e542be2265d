// npm run test:scale: two instances of one build behind HAProxy, on one PostgreSQL (it builds
// nothing itself).
//
//   NEXT_DIST_DIR=.next-scale npm run build && NEXT_DIST_DIR=.next-scale npm run test:scale
//
// Starts a fresh database (created, migrated, dropped at the end), the delivery catcher (SMTP and
// webhook), two instances of the build (server.mjs, one NEXT_DIST_DIR, the same settings, with
// SMTP_URL, LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, TRUST_PROXY=1 and the
// default rate limit) and HAProxy from deploy/haproxy.cfg in front (./cluster.ts). Load is
// autocannon's, through a relay that gives each connection a loopback address of its own, so that
// every connection is a visitor of its own to the rate limit (./visitors.ts). Prints its figures,
// writes them to <build>/scale-results.json, and exits 1 when any expectation fails:
//   1. orders under load through HAProxy -> answered by both instances, every one ok and saved;
//      then every alert, confirmation and webhook arrives exactly once, sent by both instances'
//      delivery threads;
//   2. the same submission ids sent to both instances at once -> one row each, the same reference;
//   3. one client (127.0.0.7) sending 30 orders through HAProxy -> 10 through, from both
//      instances, 20 refused; another client (127.0.0.8) is served meanwhile;
//   4. a `desk:link` link opened on one instance: its session works on the other, and the link
//      opened again on the other is refused; each way round;
//   5. the server actions of the one build: an action id and a form without JavaScript, rendered
//      by one instance, posted to the other -> ok;
//   6. the bot demos: one visitor's conversation, its messages to each instance in turn, goes on
//      with its history, and past its hourly messages (DEMO_MESSAGES_PER_HOUR) gets the recorded
//      sample on whichever instance; visitors at once on both cannot take the day past its token
//      budget (DEMO_DAILY_TOKENS), each message live or told the budget is spent;
//   7. rolling restart under load (half of what both instances answered at full load in 1, which
//      one must carry alone): SIGTERM to each instance in turn, started again once it has exited,
//      the next 3 s after HAProxy reads it ready -> HAProxy takes it out before it stops
//      listening, always has one in rotation, it exits 0, no request fails, every order is saved
//      and delivered once;
//   8. SIGKILL under the same load, SMTP and webhook answering in 250 ms (held for the second before
//      the kill, so it dies with sends under way), and beside it browsers writing each order's body
//      a moment after its head (none fails: HAProxy retries them): every order answered ok is saved and
//      delivered, the killed instance's share by the other; how long its alerts waited. A delivery
//      accepted by SMTP or the webhook just before the kill, which the killed instance could not
//      record, is sent again (the same Message-ID or Idempotency-Key): counted, and any other
//      repeat fails;
// Last, over the whole run: nothing accepted twice besides those, every webhook signed.
//
// Settings (env): NEXT_DIST_DIR (the build, default .next), SCALE_SECONDS (each load's length
// where it has one, default 20), SCALE_CONNECTIONS (default 20), SCALE_PORT (HAProxy's port, the
// instances on the next two; default: free ports), HAPROXY (default /usr/sbin/haproxy),
// BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FORMS, NATIVE, formActionIds, nativeFields, withFields } from '../helpers/lab/forms';
import {
  buildDir,
  connect,
  countOf,
  fmt,
  idsPresent,
  run,
  sleep,
  table,
  type Sql,
} from '../helpers/lab/harness';
import { callActionForResult, nativePost, post } from '../helpers/lab/http';
import { actionLoad, type ActionAnswer } from '../helpers/lab/load';
import { INSTANCES, type InstanceName } from './balancer';
import { startCluster, type Cluster } from './cluster';
import {
  alertDelays,
  allArrived,
  arrivalTimes,
  exactlyOnce,
  repeats,
  spread,
  tally,
  waitForDeliveries,
  type Order,
  type Tally,
} from './deliveries';
import { browserOrders } from './browser-orders';
import { demoAcross } from './demo';
import { deskAcross } from './desk';
import { startVisitors, type Visitors } from './visitors';

const SECONDS = Number(process.env.SCALE_SECONDS) || 20;
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS) || 20;
/** Orders one load connection sends before it connects again, as another visitor: under the limit. */
const ORDERS_PER_VISITOR = 5;
const SAME_IDS = 200;
/**
 * The restart and the kill send orders at this share of what both instances answered at full load
 * in part 1: while one is out the other carries it all, as a site run on two for redundancy must.
 * At full load, one instance alone answered its health checks too late and was taken out too.
 */
const CARRY_SHARE = 0.5;
/** After a restarted instance is back in rotation, before the next is stopped. */
const RESTART_PAUSE_MS = 3_000;
/** Browsers sending orders one after another beside the load during the kill (./browser-orders.ts). */
const BROWSERS = 12;
/** SMTP and the webhook answer this late during the kill (a slow relay), so sends are under way. */
const KILL_ANSWER_DELAY_MS = 250;
/** Their answers are held this long before the kill, and given once it is done. */
const HOLD_BEFORE_KILL_MS = 1_000;
const KILL_AT_S = 8;

const checks: { name: string; pass: boolean; figure: string }[] = [];
function expect(name: string, pass: boolean, figure: string): void {
  checks.push({ name, pass, figure });
  console.log(`  ${pass ? 'pass' : 'FAIL'}  ${name}: ${figure}`);
}

const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const epoch = (performanceNow: number) => performance.timeOrigin + performanceNow;
/** Every visitor has an address of their own, which carries their order's submission id. */
const visitorEmail = (id: string) => `v-${id}@example.com`;
const orderFields = (id: string) => withFields(FORMS.order.valid(id), { email: visitorEmail(id) });

type Context = { cluster: Cluster; visitors: Visitors; ids: ReturnType<typeof formActionIds> };

/** Every order answered ok during the run, for the last tally. */
const allOrders: Order[] = [];
/** Deliveries accepted just before the SIGKILL and sent again after it (Message-IDs, webhook keys). */
const resentAfterKill = new Set<string>();

function okOrders(answers: readonly ActionAnswer[]): Order[] {
  return answers
    .filter((answer) => answer.kind === 'ok')
    .map((answer) => ({
      email: visitorEmail(answer.id),
      answeredAt: epoch(answer.answeredAt),
      servedBy: answer.header,
    }));
}

/** Orders through HAProxy, each connection a visitor sending a few. */
const orderLoad = (
  { visitors, ids }: Context,
  options: Partial<Parameters<typeof actionLoad>[0]>,
) =>
  actionLoad({
    base: visitors.base,
    form: FORMS.order,
    actionId: ids.order,
    fields: orderFields,
    connections: CONNECTIONS,
    reconnectRate: ORDERS_PER_VISITOR,
    keepHeader: 'x-served-by',
    timeout: 10,
    ...options,
  });

/** Of these answers, how many each instance gave, and HAProxy itself (an error of its own). */
function byInstance(answers: readonly ActionAnswer[]) {
  return countOf(answers.map((answer) => answer.header ?? 'HAProxy itself'));
}

/** Requests a load sent, and those not answered ok: another answer, a timeout, a connection lost. */
function outcome(classes: Record<string, number>) {
  const sent = Object.values(classes).reduce((sum, n) => sum + n, 0);
  return { sent, failed: sent - (classes.ok ?? 0) };
}

async function checkSaved(sql: Sql, label: string, answers: readonly ActionAnswer[]) {
  const ok = answers.filter((answer) => answer.kind === 'ok').map((answer) => answer.id);
  const present = await idsPresent(sql, ok);
  expect(
    `${label}: orders answered ok, saved`,
    present.size === ok.length,
    `${fmt(present.size)} of ${fmt(ok.length)}`,
  );
  return { ok: ok.length, saved: present.size };
}

function printTally(t: Tally, n: number) {
  console.log(
    table([
      ['', 'expected', 'once', 'more than once', 'missing'],
      ...(['alert', 'confirmation', 'webhook'] as const).map((channel) => [
        channel,
        fmt(n),
        fmt(t[channel].once),
        fmt(t[channel].more),
        fmt(t[channel].missing),
      ]),
    ]).replace(/^/gm, '    '),
  );
}

// ---------------------------------------------------------------------------------------------

async function spreadAndOnce(context: Context, sql: Sql) {
  const { cluster } = context;
  console.log(
    `\n1. ${SECONDS} s of orders through HAProxy, ${CONNECTIONS} connections, ${ORDERS_PER_VISITOR} orders a visitor`,
  );
  const deliveredBefore = deliveriesSent(cluster);
  const load = await orderLoad(context, { duration: SECONDS, warmupSeconds: 2 });
  const instances = byInstance(load.answers);
  console.log(
    `  ${fmt(load.answers.length)} answers, ${fmt(load.rps)} req/s after the warm-up (p50 ${fmt(load.p50)} ms, p99 ${fmt(load.p99)} ms): ${JSON.stringify(load.classes)}; by instance ${JSON.stringify(instances)}`,
  );
  const share = Math.min(...INSTANCES.map((name) => instances[name] ?? 0)) / load.answers.length;
  expect(
    'orders answered by each instance',
    share >= 0.3,
    `${INSTANCES.map((name) => `${name} ${fmt(instances[name] ?? 0)}`).join(', ')} (the smaller share ${fmt(share * 100)}%)`,
  );
  const { sent, failed } = outcome(load.classes);
  expect('orders not answered ok', failed === 0, `${fmt(failed)} of ${fmt(sent)}`);
  const saved = await checkSaved(sql, 'load', load.answers);
  const orders = okOrders(load.answers);
  allOrders.push(...orders);
  const waited = await waitForDeliveries(cluster.catcher, orders, 120_000);
  const received = await cluster.catcher.received();
  const delays = spread(alertDelays(orders, received).map(({ ms }) => ms));
  const delivered = deliveriesSent(cluster, deliveredBefore);
  console.log(
    `  every delivery in ${s(waited.ms)} after the load; alert from answer to SMTP's 250: p50 ${s(delays.p50)}, p99 ${s(delays.p99)}, max ${s(delays.max)}; sent by ${JSON.stringify(delivered)}`,
  );
  printTally(waited.tally, orders.length);
  expect(
    'alert, confirmation and webhook of every order, exactly once',
    exactlyOnce(waited.tally, orders.length),
    `${fmt(orders.length)} orders: ${JSON.stringify(waited.tally)}`,
  );
  expect(
    'both delivery threads sent',
    INSTANCES.every((name) => (delivered[name] ?? 0) > 0),
    JSON.stringify(delivered),
  );
  return {
    rps: load.rps,
    p50: load.p50,
    p99: load.p99,
    answers: load.answers.length,
    classes: load.classes,
    byInstance: instances,
    visitors: context.visitors.connections(),
    saved,
    deliveries: { tally: waited.tally, drainedInMs: waited.ms, alertMs: delays, sentBy: delivered },
  };
}

/** Deliveries each instance's thread logged as sent, since `before`. */
function deliveriesSent(cluster: Cluster, before: Partial<Record<InstanceName, number>> = {}) {
  return Object.fromEntries(
    INSTANCES.map((name) => [name, cluster.instances[name].log.sent - (before[name] ?? 0)]),
  ) as Record<InstanceName, number>;
}

async function sameIdToBoth({ cluster, ids }: Context, sql: Sql) {
  console.log(`\n2. ${SAME_IDS} submission ids, each sent to both instances at once`);
  const { app1, app2 } = cluster.instances;
  const submissionIds = Array.from({ length: SAME_IDS }, () => randomUUID());
  const pairs: { kinds: string[]; references: (string | undefined)[] }[] = [];
  for (let i = 0; i < submissionIds.length; i += 20) {
    pairs.push(
      ...(await Promise.all(
        submissionIds.slice(i, i + 20).map(async (id, j) => {
          // One visitor (an address of their own) whose submission reached both instances.
          const n = i + j + 1;
          const localAddress = `127.2.${n >> 8}.${n & 255}`;
          const answers = await Promise.all(
            [app1, app2].map((instance) =>
              callActionForResult({
                base: instance.base,
                form: FORMS.order,
                actionId: ids.order,
                fields: orderFields(id),
                localAddress,
              }),
            ),
          );
          return {
            kinds: answers.map((answer) => answer.kind),
            references: answers.map((answer) => answer.result?.reference),
          };
        }),
      )),
    );
  }
  const [{ n: rows } = { n: 0 }] = await sql<{ n: number }[]>`
    select count(*)::int as n from bot_orders where submission_id = any(${submissionIds}::uuid[])`;
  const kinds = countOf(pairs.flatMap((pair) => pair.kinds));
  const sameReference = pairs.filter(
    ({ references: [first, second] }) => first && first === second,
  ).length;
  expect(
    `${SAME_IDS} ids sent to both instances → rows`,
    rows === SAME_IDS,
    `${fmt(rows)}; answers ${JSON.stringify(kinds)}`,
  );
  expect(
    'both answers ok, with the same reference',
    kinds.ok === 2 * SAME_IDS && sameReference === SAME_IDS,
    `${fmt(sameReference)} of ${fmt(SAME_IDS)} pairs`,
  );
  allOrders.push(
    ...submissionIds.map((id) => ({ email: visitorEmail(id), answeredAt: Date.now() })),
  );
  return { ids: SAME_IDS, rows, answers: kinds, sameReference };
}

async function oneLimitAcrossBoth({ cluster, ids }: Context) {
  const windowMs = Number(cluster.settings.RATE_LIMIT_WINDOW_SECONDS) * 1000;
  const limit = Number(cluster.settings.RATE_LIMIT_MAX);
  console.log(
    `\n3. one client (127.0.0.7) sends 30 orders through HAProxy; limit ${limit} a client a form every ${windowMs / 1000} s`,
  );
  // The budget is a window aligned to the clock: the orders start early in one.
  const intoWindow = Date.now() % windowMs;
  if (intoWindow > windowMs - 10_000) await sleep(windowMs - intoWindow + 100);
  const order = async (localAddress: string) => {
    const id = randomUUID();
    const { kind, headers } = await callActionForResult({
      base: cluster.balancer.base,
      form: FORMS.order,
      actionId: ids.order,
      fields: orderFields(id),
      localAddress,
    });
    if (kind === 'ok') allOrders.push({ email: visitorEmail(id), answeredAt: Date.now() });
    return { kind, servedBy: String(headers['x-served-by'] ?? 'none') };
  };
  const answers = [];
  for (let i = 0; i < 30; i++) answers.push(await order('127.0.0.7'));
  const other = await order('127.0.0.8');
  const kinds = countOf(answers.map((answer) => answer.kind));
  const okBy = countOf(answers.filter((a) => a.kind === 'ok').map((a) => a.servedBy));
  const allBy = countOf(answers.map((answer) => answer.servedBy));
  expect(
    `30 orders from one client → through`,
    kinds.ok === limit && kinds.failed === 30 - limit,
    `${fmt(kinds.ok ?? 0)} ok, ${fmt(kinds.failed ?? 0)} refused with the wait message; answered by ${JSON.stringify(allBy)}`,
  );
  expect(
    'its orders that went through were answered by both instances',
    INSTANCES.every((name) => (okBy[name] ?? 0) > 0),
    JSON.stringify(okBy),
  );
  expect('another client (127.0.0.8) meanwhile', other.kind === 'ok', other.kind);
  return { answers: kinds, okBy, allBy, otherClient: other.kind };
}

async function desk(context: Context) {
  console.log('\n4. the desk: a desk:link link opened on one instance, then on the other');
  const results = await deskAcross(context.cluster);
  for (const result of results) {
    const other = result.signedInOn === 'app1' ? 'app2' : 'app1';
    expect(
      `signed in on ${result.signedInOn}: the session works on ${other}`,
      result.sessionCookie && result.otherInbox.status === 200 && result.otherInbox.inbox,
      `session cookie ${result.sessionCookie ? 'set' : 'missing'}; ${other}'s inbox ${result.otherInbox.status}${result.otherInbox.inbox ? ', the inbox' : ''}`,
    );
    expect(
      `the same link on ${other}: refused, as used, on the sign-in page`,
      result.linkAgain.status === 302 &&
        Boolean(result.linkAgain.location?.startsWith('/desk/sign-in?notice=link-used')) &&
        !result.linkAgain.session,
      `${result.linkAgain.status} to ${result.linkAgain.location}${result.linkAgain.session ? ', with a session' : ''}`,
    );
  }
  return results;
}

async function actionsOfOneBuild({ cluster, ids }: Context, sql: Sql) {
  console.log(
    '\n5. the server actions of one build, rendered by one instance, posted to the other',
  );
  const { app1, app2 } = cluster.instances;
  const results: Record<string, string> = {};
  for (const [from, to] of [
    [app1, app2],
    [app2, app1],
  ] as const) {
    const id = randomUUID();
    const { kind } = await callActionForResult({
      base: to.base,
      form: FORMS.order,
      actionId: ids.order,
      fields: orderFields(id),
      localAddress: from === app1 ? '127.0.0.21' : '127.0.0.22',
    });
    if (kind === 'ok') allOrders.push({ email: visitorEmail(id), answeredAt: Date.now() });
    results[`action id posted to ${to.name}`] = kind;
    // Without JavaScript: the page and its form's hidden action fields from one instance.
    const email = `no-js-${randomUUID()}@example.com`;
    const { url, request } = await nativePost({
      base: from.base,
      ...NATIVE.order,
      fields: nativeFields('order', email),
    });
    const answer = await post(new URL(url.pathname + url.search, to.base), {
      headers: { ...request.headers, Origin: to.base },
      body: request.body,
      localAddress: from === app1 ? '127.0.0.23' : '127.0.0.24',
    });
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from bot_orders where email = ${email}`;
    if (row?.n === 1) allOrders.push({ email, answeredAt: Date.now() });
    results[`form from ${from.name} posted to ${to.name} without JavaScript`] =
      `${answer.status}, ${row?.n ?? 0} row`;
    expect(`action id of the build posted to ${to.name}`, kind === 'ok', kind);
    expect(
      `order form rendered by ${from.name}, posted to ${to.name} without JavaScript`,
      answer.status === 200 && row?.n === 1,
      `${answer.status}, ${row?.n ?? 0} row`,
    );
  }
  return results;
}

/** Visitors asking the bot demos at once, half to each instance. */
const DEMO_VISITORS = 12;

async function demos({ cluster }: Context, sql: Sql) {
  const { app1, app2 } = cluster.instances;
  const perHour = Number(cluster.settings.DEMO_MESSAGES_PER_HOUR);
  console.log(
    `\n6. the bot demos: one visitor's ${perHour + 1} messages to app1 and app2 in turn (${perHour} an hour); then ${DEMO_VISITORS} visitors at once, half to each, on a day's budget of ${cluster.settings.DEMO_DAILY_TOKENS} tokens`,
  );
  const result = await demoAcross([app1, app2], cluster.model, sql, DEMO_VISITORS);
  const told = result.turns.map((turn) => `${turn.on} ${turn.answered}`).join(', ');
  expect(
    'a conversation goes on across the instances, with its history, to its hourly limit',
    result.turns.slice(0, perHour).every((turn) => turn.answered === 'live') &&
      result.historyKept &&
      result.turns[perHour]?.answered === 'fallback: limit',
    `${told}; the model got the conversation before each message: ${result.historyKept}`,
  );
  const live = result.atOnce.live ?? 0;
  const spent = result.atOnce['fallback: budget'] ?? 0;
  expect(
    "visitors at once on both instances stay within the day's token budget",
    live > 0 && spent > 0 && live + spent === DEMO_VISITORS && result.dayTokens <= result.budget,
    `${JSON.stringify(result.atOnce)}; today's tokens ${fmt(result.dayTokens)} of ${fmt(result.budget)}`,
  );
  return result;
}

/** The instance's first answer to /readyz that is not 200 (or a refused connection), and when. */
async function notReady(base: string): Promise<{ answer: string; at: number }> {
  for (const until = performance.now() + 10_000; ; await sleep(20)) {
    const answer = await fetch(`${base}/readyz`)
      .then(async (response) => `${response.status} ${(await response.text()).trim()}`)
      .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message);
    if (!answer.startsWith('200') || performance.now() > until) {
      return { answer, at: performance.now() };
    }
  }
}

/** One instance stopped with SIGTERM and started again, while the load goes on. */
async function restart(context: Context, name: InstanceName) {
  const { balancer, instances } = context.cluster;
  const instance = instances[name];
  const stopsBefore = instance.log.stops.length;
  const t0 = performance.now();
  const exited = instance.signal('SIGTERM');
  // The instance's own answer to readiness just after the signal, and HAProxy's view of it.
  const [readyz, down] = await Promise.all([
    notReady(instance.base),
    balancer.waitFor(name, 'DOWN', 15_000).catch(() => Number.NaN),
  ]);
  const { exit, ms: exitMs } = await exited;
  const startAt = performance.now();
  await instance.start();
  const up = await balancer.waitFor(name, 'UP');
  const timeline = {
    instance: name,
    readyzAfterSignal: readyz.answer,
    readyzAfterMs: readyz.at - t0,
    outOfRotationMs: down - t0,
    exitedMs: exitMs,
    exit,
    startedMs: up - startAt,
    backInRotationMs: up - t0,
    deliveryStop: instance.log.stops.slice(stopsBefore),
  };
  console.log(
    `  ${name}: SIGTERM; /readyz ${readyz.answer} after ${s(timeline.readyzAfterMs)}; out of HAProxy's rotation after ${s(timeline.outOfRotationMs)}; exited (${exit}) after ${s(exitMs)}; started again, back in rotation ${s(timeline.startedMs)} later`,
  );
  for (const line of timeline.deliveryStop) console.log(`    ${name} said: ${line}`);
  return timeline;
}

/** How long, while `until` runs, HAProxy had no instance in rotation (polled every 100 ms). */
async function noneInRotation(context: Context, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let ms = 0;
  for (let last = performance.now(); !done; await sleep(100)) {
    const status = await context.cluster.balancer.status();
    const now = performance.now();
    if (!INSTANCES.some((name) => status[name].startsWith('UP'))) ms += now - last;
    last = now;
  }
  return ms;
}

async function rollingRestart(context: Context, sql: Sql, rate: number) {
  console.log(
    `\n7. rolling restart under load, ${fmt(rate)} orders a second: SIGTERM to each instance in turn, started again`,
  );
  const timelines: Awaited<ReturnType<typeof restart>>[] = [];
  const restarts = (async () => {
    await sleep(5_000);
    for (const name of INSTANCES) {
      timelines.push(await restart(context, name));
      await sleep(RESTART_PAUSE_MS);
    }
    await sleep(2_000);
  })();
  const [load, outMs] = await Promise.all([
    orderLoad(context, { duration: 600, until: restarts, overallRate: rate }),
    noneInRotation(context, restarts),
  ]);
  await restarts;
  const { sent, failed } = outcome(load.classes);
  console.log(
    `  ${fmt(load.answers.length)} answers in ${s(load.seconds * 1000)} (${fmt(load.rps)} req/s, p99 ${fmt(load.p99)} ms): ${JSON.stringify(load.classes)}; by instance ${JSON.stringify(byInstance(load.answers))}`,
  );
  expect(
    'requests that failed across both restarts',
    failed === 0,
    `${fmt(failed)} of ${fmt(sent)}`,
  );
  expect('time HAProxy had no instance in rotation', outMs === 0, s(outMs));
  for (const timeline of timelines) {
    expect(
      `${timeline.instance}: out of rotation before it stopped, and exited 0`,
      timeline.outOfRotationMs < timeline.exitedMs && timeline.exit === 'exit 0',
      `out after ${s(timeline.outOfRotationMs)}, exited after ${s(timeline.exitedMs)} (${timeline.exit})`,
    );
  }
  const saved = await checkSaved(sql, 'rolling restart', load.answers);
  const orders = okOrders(load.answers);
  allOrders.push(...orders);
  const waited = await waitForDeliveries(context.cluster.catcher, orders, 120_000);
  printTally(waited.tally, orders.length);
  expect(
    'rolling restart: alert, confirmation and webhook of every order, exactly once',
    exactlyOnce(waited.tally, orders.length),
    `${fmt(orders.length)} orders, all in ${s(waited.ms)} after the load`,
  );
  return {
    rate,
    answers: load.answers.length,
    rps: load.rps,
    p99: load.p99,
    classes: load.classes,
    byInstance: byInstance(load.answers),
    noneInRotationMs: outMs,
    timelines,
    saved,
    deliveries: { tally: waited.tally, drainedInMs: waited.ms },
  };
}

async function killMidLoad(context: Context, sql: Sql, rate: number) {
  const { cluster } = context;
  const victim: InstanceName = 'app2';
  console.log(
    `\n8. SIGKILL to ${victim} ${KILL_AT_S} s into ${SECONDS} s of orders at ${fmt(rate)} a second; SMTP and webhook answer in ${KILL_ANSWER_DELAY_MS} ms`,
  );
  await cluster.catcher.delay(KILL_ANSWER_DELAY_MS);
  let killedAt = 0;
  const kill = (async () => {
    await sleep(KILL_AT_S * 1000);
    // Answers held for a second first, so that the instance surely dies with sends under way,
    // whatever the load's rhythm; the other's are answered once it is dead.
    await cluster.catcher.hold();
    await sleep(HOLD_BEFORE_KILL_MS);
    killedAt = epoch(performance.now());
    const killed = await cluster.instances[victim].signal('SIGKILL');
    return { ...killed, held: await cluster.catcher.release() };
  })();
  // Beside the load, browsers, each order's body written a moment after its head, from half a
  // second before the kill to half a second after: the orders under way when it comes.
  const [load, browsers] = await Promise.all([
    orderLoad(context, { duration: SECONDS, overallRate: rate }),
    sleep(KILL_AT_S * 1000 + HOLD_BEFORE_KILL_MS - 500).then(() =>
      browserOrders({
        base: context.visitors.base,
        actionId: context.ids.order,
        fields: orderFields,
        workers: BROWSERS,
        ms: 1000,
      }),
    ),
  ]);
  const killed = await kill;
  // When this process saw it gone: what the catcher accepted until then may be its last sends.
  const goneAt = killedAt + killed.ms;
  const browsersFailed = browsers.filter((answer) => answer.status !== 200);
  console.log(
    `  orders sent as browsers send them (the body after the head): ${fmt(browsers.length)}, answered ${JSON.stringify(countOf(browsers.map((answer) => `${answer.status} (${answer.servedBy ?? 'HAProxy itself'})`)))}`,
  );
  expect(
    'SIGKILL: orders sent as browsers send them, none failed (HAProxy sends one under way to the other instance)',
    browsersFailed.length === 0,
    `${browsersFailed.length} of ${browsers.length}`,
  );
  const saved = await checkSaved(sql, 'SIGKILL', load.answers);
  const orders = okOrders(load.answers);
  allOrders.push(...orders);
  const waited = await waitForDeliveries(cluster.catcher, orders, 180_000);
  await cluster.catcher.delay(0);
  const received = await cluster.catcher.received();
  const victims = orders.filter((order) => order.servedBy === victim);
  const waits = spread(alertDelays(victims, received).map(({ ms }) => ms));
  // What the other instance sent of the killed one's orders after it died: what it had not
  // claimed yet (at once), and what it had claimed (once the claims lapsed).
  const afterKill = arrivalTimes(victims, received).filter(({ at }) => at > goneAt);
  const afterKillMs = spread(afterKill.map(({ at }) => at - killedAt));
  const afterKillAlertMs = spread(
    afterKill.filter(({ channel }) => channel === 'alert').map(({ at }) => at - killedAt),
  );
  const notOk = load.answers.filter((answer) => answer.kind !== 'ok');
  console.log(
    `  ${fmt(load.answers.length)} answers: ${JSON.stringify(load.classes)}, by instance ${JSON.stringify(byInstance(load.answers))}; ${victim} ${killed.exit} with ${killed.held.mail.gone} e-mails and ${killed.held.hooks.gone} webhook calls under way`,
  );
  console.log(
    `  ${victim}'s orders answered ok: ${fmt(victims.length)}; their alerts from answer to SMTP's 250: p50 ${s(waits.p50)}, p99 ${s(waits.p99)}, max ${s(waits.max)}`,
  );
  console.log(
    `  sent by the other instance after the kill: ${fmt(afterKill.length)} of their deliveries (${JSON.stringify(countOf(afterKill.map(({ channel }) => channel)))}), the last ${s(afterKillMs.max)} after it (alerts: the last ${s(afterKillAlertMs.max)}); every delivery in ${s(waited.ms)} after the load`,
  );
  printTally(waited.tally, orders.length);
  // A delivery the SMTP server or the webhook had accepted when the instance died, before it could
  // record it, is sent again once its claim lapses: the one repeat no sender can avoid, under the
  // same Message-ID or Idempotency-Key (docs/delivery.md). Any other repeat is a fault.
  const again = repeats(received);
  for (const repeat of again) if (repeat.times[0]! < goneAt) resentAfterKill.add(repeat.id);
  const unexplained = again.filter((repeat) => repeat.times[0]! >= goneAt).length;
  console.log(
    `  sent again after the kill (accepted before it, not yet recorded by ${victim}): ${fmt(resentAfterKill.size)}`,
  );
  expect(
    'SIGKILL: alert, confirmation and webhook of every order answered ok arrived',
    allArrived(waited.tally),
    `${fmt(orders.length)} orders`,
  );
  expect(
    'SIGKILL: deliveries sent twice other than those accepted just before the kill',
    unexplained === 0,
    `${unexplained} (and ${resentAfterKill.size} accepted before the kill, sent again)`,
  );
  return {
    answers: load.answers.length,
    classes: load.classes,
    notOk: countOf(notOk.map((answer) => `${answer.kind} (${answer.header ?? 'no instance'})`)),
    byInstance: byInstance(load.answers),
    saved,
    victimOrders: victims.length,
    victimAlertMs: waits,
    underWayAtKill: { mails: killed.held.mail.gone, hooks: killed.held.hooks.gone },
    sentAfterKill: countOf(afterKill.map(({ channel }) => channel)),
    sentAfterKillMs: afterKillMs,
    alertsSentAfterKillMs: afterKillAlertMs,
    resentAfterKill: resentAfterKill.size,
    deliveries: { tally: waited.tally, drainedInMs: waited.ms },
  };
}

async function wholeRun(context: Context) {
  console.log('\nover the whole run');
  const received = await context.cluster.catcher.received();
  const duplicates = await context.cluster.catcher.duplicates();
  const t = tally(allOrders, received);
  printTally(t, allOrders.length);
  const twice = t.alert.more + t.confirmation.more + t.webhook.more;
  expect(
    'every order answered ok: alert, confirmation and webhook, once but for the SIGKILL repeats',
    allArrived(t) && twice <= resentAfterKill.size,
    `${fmt(allOrders.length)} orders; ${twice} sent twice, of ${resentAfterKill.size} accepted just before the kill`,
  );
  const unexplained = repeats(received).filter(({ id }) => !resentAfterKill.has(id));
  expect(
    'e-mails accepted twice (by Message-ID) and webhooks answered 2xx twice (by Idempotency-Key), besides those',
    unexplained.length === 0,
    `${unexplained.length} (${duplicates.mails.length} e-mails and ${duplicates.hooks.length} webhooks in all)`,
  );
  const unsigned = received.hooks.filter((hook) => !hook.signed).length;
  expect('webhook calls not signed', unsigned === 0, String(unsigned));
  return { orders: allOrders.length, tally: t, duplicates };
}

/** The run's figures in one table. */
function summary(figures: Record<string, unknown>): string {
  const f = figures as {
    spread: Awaited<ReturnType<typeof spreadAndOnce>>;
    sameId: Awaited<ReturnType<typeof sameIdToBoth>>;
    rateLimit: Awaited<ReturnType<typeof oneLimitAcrossBoth>>;
    demos: Awaited<ReturnType<typeof demos>>;
    rollingRestart: Awaited<ReturnType<typeof rollingRestart>>;
    kill: Awaited<ReturnType<typeof killMidLoad>>;
    whole: Awaited<ReturnType<typeof wholeRun>>;
  };
  const by = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort()
      .map(([name, n]) => `${name} ${fmt(n)}`)
      .join(', ') || 'none';
  const { alertMs } = f.spread.deliveries;
  const rows: string[][] = [
    ['', 'figure'],
    [
      '1. orders through HAProxy',
      `${fmt(f.spread.answers)} (${fmt(f.spread.rps)}/s, p99 ${fmt(f.spread.p99)} ms): ${by(f.spread.byInstance)}`,
    ],
    [
      '   their alerts, answer to SMTP',
      `p50 ${s(alertMs.p50)}, p99 ${s(alertMs.p99)}, max ${s(alertMs.max)}; sent by ${by(f.spread.deliveries.sentBy)}`,
    ],
    ['2. same id to both', `${fmt(f.sameId.ids)} ids, ${fmt(f.sameId.rows)} rows`],
    [
      '3. one client, 30 orders',
      `${fmt(f.rateLimit.answers.ok ?? 0)} through (${by(f.rateLimit.okBy)}), ${fmt(f.rateLimit.answers.failed ?? 0)} refused`,
    ],
    [
      '6. the bot demos',
      `${f.demos.turns.map((turn) => `${turn.on} ${turn.answered}`).join(', ')}; at once ${by(f.demos.atOnce)}; day ${fmt(f.demos.dayTokens)} of ${fmt(f.demos.budget)} tokens`,
    ],
    [
      '7. rolling restart',
      `${fmt(outcome(f.rollingRestart.classes).sent)} requests at ${fmt(f.rollingRestart.rate)}/s, ${fmt(outcome(f.rollingRestart.classes).failed)} failed; none in rotation ${s(f.rollingRestart.noneInRotationMs)}`,
    ],
    ...f.rollingRestart.timelines.map((t) => [
      `   SIGTERM to ${t.instance}`,
      `/readyz ${t.readyzAfterSignal.split(' ')[0]} after ${s(t.readyzAfterMs)}, out of rotation ${s(t.outOfRotationMs)}, exited ${s(t.exitedMs)}, back ${s(t.backInRotationMs)}`,
    ]),
    [
      '8. SIGKILL mid-load',
      `${fmt(outcome(f.kill.classes).sent)} requests, ${fmt(outcome(f.kill.classes).failed)} failed at the kill; ${fmt(f.kill.saved.saved)} of ${fmt(f.kill.saved.ok)} ok saved`,
    ],
    [
      '   its orders sent by the other',
      `${by(f.kill.sentAfterKill)}; the last ${s(f.kill.sentAfterKillMs.max)} after the kill (alerts ${s(f.kill.alertsSentAfterKillMs.max)}); ${fmt(f.kill.resentAfterKill)} sent again`,
    ],
    [
      'whole run',
      `${fmt(f.whole.orders)} orders; duplicates ${f.whole.duplicates.mails.length} e-mails, ${f.whole.duplicates.hooks.length} webhooks`,
    ],
  ];
  return table(rows);
}

void run(async () => {
  const started = Date.now();
  const { name, dir } = buildDir();
  const ids = formActionIds(dir);
  const cluster = await startCluster(name);
  const { balancer, instances, database } = cluster;
  console.log(
    `scale: build ${name}; database ${database.name} (fresh, migrated; dropped at the end)\n` +
      `  HAProxy ${balancer.base} (deploy/haproxy.cfg) in front of ${INSTANCES.map((n) => `${n} ${instances[n].base}`).join(' and ')}\n` +
      `  settings of both: ${Object.entries(cluster.settings)
        .filter(([key]) => !/SECRET|URL/.test(key) || key === 'SITE_URL')
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}`,
  );
  const visitors = await startVisitors({
    host: '127.0.0.1',
    port: Number(new URL(balancer.base).port),
  });
  const context: Context = { cluster, visitors, ids };
  const sql = connect(database.url);
  const figures: Record<string, unknown> = {};
  try {
    const first = await spreadAndOnce(context, sql);
    figures.spread = first;
    figures.sameId = await sameIdToBoth(context, sql);
    figures.rateLimit = await oneLimitAcrossBoth(context);
    figures.desk = await desk(context);
    figures.actions = await actionsOfOneBuild(context, sql);
    figures.demos = await demos(context, sql);
    // What one instance can carry alone: a share of what both answered at full load.
    const rate = Math.max(10, Math.round(first.rps * CARRY_SHARE));
    figures.rollingRestart = await rollingRestart(context, sql, rate);
    figures.kill = await killMidLoad(context, sql, rate);
    figures.whole = await wholeRun(context);
  } finally {
    await sql.end({ timeout: 1 });
    await visitors.stop();
  }

  console.log(`\n${summary(figures)}`);
  const failed = checks.filter((check) => !check.pass);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `\n${checks.length - failed.length} passed, ${failed.length} failed (${fmt(seconds)} s)`,
  );
  for (const check of failed) console.log(`  FAIL  ${check.name}: ${check.figure}`);
  const out = path.join(dir, 'scale-results.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), build: name, seconds, checks, figures },
      null,
      2,
    ),
  );
  console.log(`results: ${out}`);
  return failed.length ? 1 : 0;
});
