// Part of `npm run bench` (alone: BENCH_ONLY=delivery): what lead delivery costs and how soon the
// provider hears of a lead.
//
// Two servers of the build under test (server.mjs), each on a fresh database of its own: one with
// delivery set up (SMTP_URL, LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, to a real
// SMTP server and a webhook receiver in a worker thread of this process,
// tests/helpers/delivery-catcher-thread.ts), one
// without (each lead's alert then a line in its log, as for a developer trying the site). Orders
// come as in the bench's own order load, from the same number of connections, each from a visitor
// with an address of their own (`v-<submission id>@example.com`, since confirmations are limited to
// 3 an hour per address).
//   - Throughput: the two servers take turns, without then with, for `rounds` rounds, each
//     connection sending as fast as it is answered; the delivering server's queue is left to empty
//     before the next run, so no run pays for the one before it. Submissions/s of each over all
//     its rounds; the queue's cost is 1 − with / without. Also shown: how many deliveries were
//     still queued when a run ended, how long they took to go out, and the submissions/s with
//     delivery once that time is counted too. The SMTP server and webhook receiver share the two
//     cores with the server, PostgreSQL and the load generator, so what is measured includes
//     receiving the mail as well as sending it.
//   - Who used the cores in those runs (Linux, ./cpu-time.ts), in CPU milliseconds per order: the
//     server's request thread, its other threads, PostgreSQL and this process, and how much was
//     left idle. What delivery adds per order against the idle time per order without it says
//     how far the cost is from fitting in the cores' spare time.
//   - Latency: for each ok answer (after the warm-up), from the moment the load generator had the
//     visitor's success answer to the moment the SMTP server accepted (answered 250 to) that lead's
//     alert, matched by its Reply-To (the visitor). Both clocks are performance.timeOrigin +
//     performance.now(), of this process and of the sink's thread. Measured in the runs above,
//     where the server is saturated, and in one more run of the same submitters each sending
//     `pace` orders a second (autocannon's connectionRate).
import os from 'node:os';
import { now, type CaughtMail } from '../helpers/delivery-catcher';
import { startCatcherThread } from '../helpers/delivery-catcher-thread';
import { FORMS, withFields } from '../helpers/lab/forms';
import {
  connect,
  createDatabase,
  fmt,
  migrate,
  sleep,
  startNext,
  stopChild,
  type Sql,
} from '../helpers/lab/harness';
import { actionLoad, type ActionAnswer } from '../helpers/lab/load';
import { cpuTime, perOrder, type CpuPerOrder } from './cpu-time';
import type { Row } from './lighthouse';

type LoadRun = Awaited<ReturnType<typeof actionLoad>>;
type Latency = { measured: number; p50Ms: number; p99Ms: number; maxMs: number };
type AlertCounts = { once: number; twice: number; missing: number };
type RunFigures = {
  requests: number;
  seconds: number;
  allRequests: number;
  allSeconds: number;
  rps: number;
  p99: number;
  classes: Record<string, number>;
};

const PROVIDER = 'provider@botbazaar.example';
const SECRET = 'bench-webhook-secret';
/** How long the queue may take to empty after a run before the bench gives up waiting. */
const DRAIN_LIMIT_MS = 300_000;

/** An order from a visitor of their own: the submission id is also in the address. */
const fields = (id: string) => withFields(FORMS.order.valid(id), { email: `v-${id}@example.com` });
const idOfVisitor = (address: string | null) =>
  address?.match(/^v-([0-9a-f-]{36})@example\.com$/)?.[1] ?? null;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function pendingDeliveries(sql: Sql): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from lead_deliveries where state = 'pending'`;
  return row?.n ?? 0;
}

/**
 * For each ok answer of `run` sent after its warm-up: the time from the moment the load generator
 * had it to the moment SMTP accepted that lead's alert (Infinity: none came); and over every ok
 * answer of the run, how many alerts came once, twice or not at all.
 */
function alertTimes(
  run: LoadRun,
  mails: CaughtMail[],
): { latencies: number[]; counts: AlertCounts } {
  const allOk = new Set(run.answers.filter((a) => a.kind === 'ok').map((a) => a.id));
  const alerts = new Map<string, number[]>();
  for (const mail of mails) {
    const id = mail.channel === 'alert' ? idOfVisitor(mail.replyTo) : null;
    if (id && allOk.has(id)) alerts.set(id, [...(alerts.get(id) ?? []), mail.at]);
  }
  const latencies = run.answers
    .filter((a: ActionAnswer) => a.kind === 'ok' && a.sentAt >= run.from)
    .map((a: ActionAnswer) => {
      const at = alerts.get(a.id);
      return at ? Math.min(...at) - (performance.timeOrigin + a.answeredAt) : Infinity;
    });
  const counts = { once: 0, twice: 0, missing: 0 };
  for (const id of allOk) {
    const n = alerts.get(id)?.length ?? 0;
    counts[n === 0 ? 'missing' : n === 1 ? 'once' : 'twice'] += 1;
  }
  return { latencies, counts };
}

function latencyFigures(latencies: number[]): Latency {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    measured: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

const addCounts = (a: AlertCounts, b: AlertCounts): AlertCounts => ({
  once: a.once + b.once,
  twice: a.twice + b.twice,
  missing: a.missing + b.missing,
});

/** Waits until the delivering server's queue is empty: seconds it took, or null (gave up). */
async function drain(sql: Sql, since: number): Promise<number | null> {
  while (now() - since < DRAIN_LIMIT_MS) {
    if ((await pendingDeliveries(sql)) === 0) return (now() - since) / 1000;
    await sleep(250);
  }
  return null;
}

const loadAverage = () => fmt(os.loadavg()[0], 1);

export async function measureDelivery({
  dist,
  actionId,
  connections,
  seconds,
  warmupSeconds,
  rounds,
  pace,
}: {
  dist: string;
  actionId: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  pace: number;
}) {
  const sink = await startCatcherThread({ secret: SECRET });
  const plainDb = await createDatabase('botbazaar_bench_plain');
  const deliveryDb = await createDatabase('botbazaar_bench_delivery');
  migrate(plainDb.url);
  migrate(deliveryDb.url);
  const env = {
    SMTP_URL: sink.smtpUrl,
    LEADS_NOTIFY_EMAIL: PROVIDER,
    LEADS_WEBHOOK_URL: sink.webhookUrl,
    LEADS_WEBHOOK_SECRET: SECRET,
  };
  const plain = await startNext({ dist, databaseUrl: plainDb.url, quiet: true });
  const delivering = await startNext({ dist, databaseUrl: deliveryDb.url, env, quiet: true });
  const sql = connect(deliveryDb.url);
  const order = {
    actionId,
    form: FORMS.order,
    fields,
    connections,
    warmupSeconds,
    duration: seconds,
  };
  const runs: { without: RunFigures[]; with: RunFigures[] } = { without: [], with: [] };
  let saturated: number[] = [];
  let alerts: AlertCounts = { once: 0, twice: 0, missing: 0 };
  const drains: (number | null)[] = [];
  const backlogs: number[] = [];
  const cpu: { without: CpuPerOrder[]; with: CpuPerOrder[] } = { without: [], with: [] };
  /** A run of `order` load on `server`, and who used the cores meanwhile (Linux only). */
  const measured = async (server: typeof plain, kind: keyof typeof cpu) => {
    const before = cpuTime(server.child.pid!);
    const result = await actionLoad({ ...order, base: server.base });
    const after = cpuTime(server.child.pid!);
    if (before && after) cpu[kind].push(perOrder(before, after, result.answers.length));
    return result;
  };
  let paced:
    | {
        pace: number;
        rps: number;
        requests: number;
        classes: Record<string, number>;
        backlog: number;
        drainedAfterS: number | null;
        alertLatency: Latency;
      }
    | undefined;
  try {
    for (let round = 1; round <= rounds; round++) {
      process.stdout.write(
        `  round ${round}/${rounds} (load average ${loadAverage()}): without delivery … `,
      );
      const without = await measured(plain, 'without');
      process.stdout.write(`${fmt(without.rps)} req/s; with delivery … `);
      const withDelivery = await measured(delivering, 'with');
      const loadEnded = now();
      const backlog = await pendingDeliveries(sql);
      process.stdout.write(
        `${fmt(withDelivery.rps)} req/s; ${fmt(backlog)} deliveries queued at its end, `,
      );
      const drained = await drain(sql, loadEnded);
      console.log(drained === null ? 'NOT emptied' : `emptied ${fmt(drained, 1)} s later`);
      backlogs.push(backlog);
      drains.push(drained);
      for (const [kind, run] of [
        ['without', without],
        ['with', withDelivery],
      ] as const)
        runs[kind].push({
          requests: run.requests,
          seconds: run.seconds,
          // The warm-up too, for the figure that counts the time the queue takes to empty.
          allRequests: run.answers.length,
          allSeconds:
            ((run.answers.at(-1)?.answeredAt ?? 0) - (run.answers[0]?.sentAt ?? 0)) / 1000,
          rps: run.rps,
          p99: run.p99,
          classes: run.classes,
        });
      const found = alertTimes(withDelivery, (await sink.received()).mails);
      saturated = saturated.concat(found.latencies);
      alerts = addCounts(alerts, found.counts);
      await sink.clear();
    }

    // The same submitters at a pace the site keeps up with: `pace` orders a second each.
    process.stdout.write(
      `  paced (load average ${loadAverage()}): ${connections} submitters, ${pace} order/s each … `,
    );
    const run = await actionLoad({ ...order, base: delivering.base, connectionRate: pace });
    const loadEnded = now();
    const backlog = await pendingDeliveries(sql);
    const drained = await drain(sql, loadEnded);
    const found = alertTimes(run, (await sink.received()).mails);
    alerts = addCounts(alerts, found.counts);
    paced = {
      pace,
      rps: run.rps,
      requests: run.requests,
      classes: run.classes,
      backlog,
      drainedAfterS: drained,
      alertLatency: latencyFigures(found.latencies),
    };
    console.log(
      `${fmt(run.rps)} req/s; ${fmt(backlog)} deliveries queued at its end, ${drained === null ? 'NOT emptied' : `emptied ${fmt(drained, 1)} s later`}`,
    );
  } finally {
    await sql.end({ timeout: 1 });
    await stopChild(plain.child);
    await stopChild(delivering.child);
    await sink.stop();
  }
  if (!paced) throw new Error('the paced run did not finish');
  const pooled = (list: RunFigures[]) =>
    list.reduce((sum, r) => sum + r.requests, 0) / list.reduce((sum, r) => sum + r.seconds, 0);
  const rpsWithout = pooled(runs.without);
  const rpsWith = pooled(runs.with);
  // Every order of the runs with delivery (warm-up included, as its deliveries were queued too),
  // over the time of the runs and of emptying the queue after each.
  const sustained =
    runs.with.reduce((sum, r) => sum + r.allRequests, 0) /
    runs.with.reduce((sum, r, i) => sum + r.allSeconds + (drains[i] ?? Infinity), 0);
  return {
    connections,
    seconds,
    rounds,
    runs,
    rpsWithout,
    rpsWith,
    cost: 1 - rpsWith / rpsWithout,
    sustainedRps: sustained,
    sustainedCost: 1 - sustained / rpsWithout,
    backlogs,
    drainedAfterS: drains,
    alertLatency: latencyFigures(saturated),
    paced,
    alerts,
    cpuPerOrder: cpu.without.length
      ? { without: meanOf(cpu.without), with: meanOf(cpu.with) }
      : null,
  };
}

/** The mean of each figure over the rounds. */
function meanOf(list: CpuPerOrder[]): CpuPerOrder {
  const keys = Object.keys(list[0]!) as (keyof CpuPerOrder)[];
  return Object.fromEntries(
    keys.map((key) => [key, list.reduce((sum, item) => sum + item[key], 0) / list.length]),
  ) as CpuPerOrder;
}

/** Rows of who used the cores, per order, in the saturated runs without and with delivery. */
function cpuRows(cpu: { without: CpuPerOrder; with: CpuPerOrder }): Row[] {
  const ms = (x: number) => fmt(x, 2);
  const pair = (key: keyof CpuPerOrder) => `${ms(cpu.without[key])} / ${ms(cpu.with[key])}`;
  const busy = (c: CpuPerOrder) => c.requestThread + c.serverOthers + c.postgres + c.bench;
  return [
    [
      "CPU ms/order without / with delivery: request thread; server's other threads; PostgreSQL; bench (load, sink)",
      (['requestThread', 'serverOthers', 'postgres', 'bench'] as const).map(pair).join('; '),
      '',
      'info',
    ],
    [
      'cores idle without / with delivery; idle CPU ms/order without; CPU ms/order delivery adds',
      `${fmt(cpu.without.idleShare * 100)} % / ${fmt(cpu.with.idleShare * 100)} %; ${ms(cpu.without.idle)} ms; ${ms(busy(cpu.with) - busy(cpu.without))} ms`,
      '',
      'info',
    ],
  ];
}

/** The bench table's rows for this part, with `mark` for pass / MISS. */
export function deliveryRows(
  d: Awaited<ReturnType<typeof measureDelivery>>,
  targets: { alertP99Ms: number; deliveryCost: number; deliveryDrainS: number },
  mark: (pass: boolean) => string,
): Row[] {
  const sec = (x: number) => (Number.isFinite(x) ? `${fmt(x / 1000, 2)} s` : 'never');
  const drained = (x: number | null | undefined) =>
    x === null || x === undefined ? 'not within 300 s' : `${fmt(x, 1)} s`;
  const p = d.paced;
  return [
    [
      `lead alert, success answer → accepted by SMTP, ${d.connections} submitters at ${p.pace} order/s each: p50 (${fmt(p.alertLatency.measured)} leads)`,
      sec(p.alertLatency.p50Ms),
      '',
      'info',
    ],
    [
      `lead alert, ${d.connections} submitters at ${p.pace} order/s each: p99 (${fmt(p.rps)} orders/s)`,
      `${sec(p.alertLatency.p99Ms)} (slowest ${sec(p.alertLatency.maxMs)})`,
      `≤ ${targets.alertP99Ms / 1000} s`,
      mark(p.alertLatency.p99Ms <= targets.alertP99Ms),
    ],
    [
      `lead alert, ${d.connections} submitters as fast as answered: p50 (${fmt(d.alertLatency.measured)} leads)`,
      sec(d.alertLatency.p50Ms),
      '',
      'info',
    ],
    [
      `lead alert, ${d.connections} submitters as fast as answered: p99 (grows with the run: see the queue rows)`,
      `${sec(d.alertLatency.p99Ms)} (slowest ${sec(d.alertLatency.maxMs)})`,
      `≤ ${targets.alertP99Ms / 1000} s`,
      mark(d.alertLatency.p99Ms <= targets.alertP99Ms),
    ],
    [
      `order submissions with delivery set (SMTP_URL, LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL; ${d.rounds} × ${d.seconds} s, ${d.connections} conn)`,
      `${fmt(d.rpsWith)} req/s (${d.runs.with.map((r) => fmt(r.rps)).join(', ')})`,
      '',
      'info',
    ],
    [
      'order submissions without (each alert a log line), taking turns with the above',
      `${fmt(d.rpsWithout)} req/s (${d.runs.without.map((r) => fmt(r.rps)).join(', ')})`,
      '',
      'info',
    ],
    [
      "delivery queue's cost to submissions/s (1 − with / without)",
      `${fmt(d.cost * 100, 1)} %`,
      `≤ ${targets.deliveryCost * 100} %`,
      mark(d.cost <= targets.deliveryCost),
    ],
    [
      `deliveries queued at the end of each run with delivery (${d.seconds} s); emptied after`,
      d.backlogs.map((b, i) => `${fmt(b)}; ${drained(d.drainedAfterS[i])}`).join(' / '),
      `emptied ≤ ${targets.deliveryDrainS} s`,
      mark(d.drainedAfterS.every((s) => s !== null && s <= targets.deliveryDrainS)),
    ],
    ...(d.cpuPerOrder ? cpuRows(d.cpuPerOrder) : []),
    [
      'submissions/s with delivery, counting the time its queue took to empty',
      `${fmt(d.sustainedRps)} req/s (${fmt(d.sustainedCost * 100, 1)} % below without)`,
      '',
      'info',
    ],
    [
      'alerts for the ok answers: once / twice / missing',
      `${fmt(d.alerts.once)} / ${fmt(d.alerts.twice)} / ${fmt(d.alerts.missing)}`,
      'all once',
      mark(d.alerts.twice === 0 && d.alerts.missing === 0),
    ],
  ];
}
