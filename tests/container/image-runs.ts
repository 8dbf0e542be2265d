// The image run alone, as `docker run` starts it, on the host's network: on PostgreSQL (a database
// of its own on BENCH_PG_ADMIN_URL's server), and on the embedded database kept in a volume.
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { COMPILE_HINT, startupScripts } from '../../scripts/lib/prerendered.mjs';
import { ROOT, atCleanup, createDatabase, freePort, sleep } from '../helpers/lab/harness';
import { readDemoReply } from '../helpers/demo-reply';
import { ModelServer } from '../helpers/model-server';
import { check, expect, placeOrder, until } from './checks';
import { docker, dockerIfAny, inspect, lastLines, logs, waitForHealth } from './docker';

const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** A container started from the image on the host's network; `remove` ends it (or cleanup). */
async function start(image: string, name: string, env: Record<string, string>, volume?: string) {
  const args = ['run', '--detach', '--name', `${name}-${process.pid}`, '--network', 'host'];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  if (volume) args.push('--volume', `${volume}:/app/.data`);
  const id = await docker(...args, image);
  const remove = () => dockerIfAny('rm', '--force', id);
  atCleanup(remove);
  return { id, remove };
}

/** Until /readyz answers 200; a container that stops first fails with its log. */
async function ready(id: string, base: string, timeoutMs = 120_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(500)) {
    if ((await inspect(id, '{{.State.Running}}')) !== 'true') break;
    const status = await fetch(`${base}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
  }
  throw new Error(`${base}/readyz never answered 200:\n${lastLines(await logs(id))}`);
}

/** The order's row, read back from the database as the e2e tests read theirs. */
async function orderRow(url: string, email: string): Promise<Record<string, unknown>[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return [
      ...(await sql`select reference, bot_slug, plan from bot_orders where email = ${email}`),
    ];
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The pages, the CSP, the page's scripts as the build marked them, both as the Brotli the build
 * made (asked for as a browser asks), the share image (its WebAssembly renderer) and the order;
 * its row.
 */
async function pagesAndOrder(base: string, databaseUrl: string) {
  // fetch asks for Brotli only over HTTPS: asked here as a browser does.
  const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
  const home = await fetch(`${base}/`, asBrowser);
  const hashes = home.headers.get('content-security-policy')?.match(/'sha256-/g)?.length ?? 0;
  expect(home.status === 200 && hashes > 0, `GET / answered ${home.status}, ${hashes} CSP hashes`);
  const brotli = (response: Response) => response.headers.get('content-encoding') === 'br';
  expect(brotli(home), `GET / came as ${home.headers.get('content-encoding')}, not Brotli`);
  const scripts = startupScripts(await home.text());
  for (const script of scripts) {
    const answer = await fetch(`${base}${script}`, asBrowser);
    expect(brotli(answer), `${script} came as ${answer.headers.get('content-encoding')}`);
    const chunk = await answer.text();
    expect(chunk.startsWith(COMPILE_HINT), `${script} lacks its compile hint`);
  }
  const bot = await (await fetch(`${base}/bots/finance`)).text();
  expect(bot.includes('FinBot'), '/bots/finance does not name FinBot');
  const image = await fetch(`${base}/bots/finance/opengraph-image`);
  expect(image.headers.get('content-type') === 'image/png', `share image: ${image.status}`);
  check(
    `GET / 200 with its Content-Security-Policy (${hashes} script hashes) and ${scripts.length} compile-hinted scripts, all as Brotli; /bots/finance and its share image (PNG)`,
  );
  const order = await placeOrder(base);
  const rows = await orderRow(databaseUrl, order.email);
  expect(
    rows.length === 1 && rows[0]?.reference === order.reference,
    `row of ${order.reference}: ${JSON.stringify(rows)}`,
  );
  check(
    `order ${order.reference} posted (tests/container/place-order.ts) and read back from the database`,
  );
  return order;
}

/**
 * A live demo reply from the image, on PostgreSQL: the demo thread (its bundle, and the model
 * client it imports, `openai`, loaded from the image's node_modules) and the model on the host's
 * loopback, streamed back as it came, with the security headers.
 */
async function liveDemo(base: string, model: ModelServer): Promise<void> {
  const body = new FormData();
  body.set('page', '/bots/finance');
  body.set('message', 'Can FinBot read my bank statements?');
  const answer = await fetch(`${base}/demo/reply`, { method: 'POST', body });
  const raw = await answer.text();
  const { events, text } = readDemoReply(raw);
  const start = events.find((event) => event.t === 'start');
  expect(
    answer.headers.get('content-type')?.startsWith('application/x-ndjson') &&
      start?.t === 'start' &&
      start.mode === 'live' &&
      model.requests.length === 1,
    `POST /demo/reply answered ${answer.status}: ${raw.slice(0, 500)}`,
  );
  const reply = model.reply(model.requests[0]!);
  expect(text === reply, `streamed "${text}", the model wrote "${reply}"`);
  expect(
    answer.headers.get('x-content-type-options') === 'nosniff',
    'the demo thread answered without the security headers',
  );
  check(
    'a live demo reply streamed by the demo thread from the model on the host (it loads openai)',
  );
}

export async function onPostgres(image: string): Promise<void> {
  console.log("\nOn PostgreSQL (the host's, a database of its own):");
  const db = await createDatabase('bb_container');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const model = await ModelServer.start();
  atCleanup(() => model.stop());
  // No mail settings: each alert is a log line, written by the delivery thread on PostgreSQL.
  const { id, remove } = await start(image, 'botbazaar-test-pg', {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: db.url,
    DEMO_LLM_BASE_URL: model.url,
    DEMO_LLM_MODEL: 'test',
  });
  await ready(id, base);
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  const [applied] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
  await sql.end();
  expect(
    (await logs(id)).includes('Database migrated.') && applied?.n === MIGRATIONS,
    `migrations: ${applied?.n}`,
  );
  check(`the CMD migrated the database (${MIGRATIONS} migrations) and served: /readyz 200`);
  // Before its port opened: the routes and the order's action answered once on loopback, the
  // action's id read from the image's build (lib/http/warm-up.mjs).
  const started = await logs(id);
  const warmed = started.match(/^Warmed up in \d+ ms$/m);
  const skipped = started.match(/^Warm-up: .*$/m);
  expect(warmed && !skipped, `warm-up: ${skipped?.[0] ?? 'no "Warmed up in" line'}`);
  check(`it opened its port warm, nothing of its warm-up skipped (${warmed[0]})`);
  const { reference } = await pagesAndOrder(base, db.url);
  await until(
    'the alert, from the delivery thread',
    20_000,
    async () => (await logs(id)).includes(`[lead] New order ${reference}`) || undefined,
  );
  check(`its alert sent by the delivery thread (the bundle's packages load from the image)`);
  await liveDemo(base, model);
  // server.mjs runs each on this thread, and says so, when its bundle is not in the image.
  const missing = (await logs(id)).match(/^.* is missing, so .*$/m);
  expect(!missing, missing?.[0] ?? '');
  check("the delivery and demo threads ran from the image's bundles (no 'is missing' line)");
  const user = await inspect(id, '{{.Config.User}}');
  const server = await docker('exec', id, 'stat', '--format', '%U', '/proc/1');
  expect(user === 'node' && server === 'node', `user ${user}, server process ${server}`);
  check("runs as node (the image's USER, and the server's process)");
  await waitForHealth(id, 'healthy', 90_000);
  check('its HEALTHCHECK (scripts/healthcheck.mjs /healthz) turned healthy');
  const musl = await docker('exec', id, 'find', '/app', '-name', '*musl*');
  const addons = await docker('exec', id, 'find', '/app', '-name', '*.node');
  const denied = (await logs(id)).match(/EACCES.*/);
  expect(!musl && !denied, `musl: ${musl}; ${denied?.[0]}`);
  check(
    `no musl binaries, native addons: ${addons.split('\n').filter(Boolean).length}; no write refused (EACCES) in its log`,
  );
  await remove();
}

export async function onEmbeddedDatabase(image: string): Promise<void> {
  console.log('\nOn the embedded database, in a volume:');
  const volume = await docker('volume', 'create', `botbazaar-test-data-${process.pid}`);
  atCleanup(() => dockerIfAny('volume', 'rm', '--force', volume));
  const [port, dbPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const url = `postgres://postgres@127.0.0.1:${dbPort}/postgres`;
  const { id, remove } = await start(
    image,
    'botbazaar-test-embedded',
    { PORT: String(port), HOSTNAME: '127.0.0.1', EMBEDDED_DB_PORT: String(dbPort) },
    volume,
  );
  await ready(id, base);
  check('served on the embedded database in /app/.data (a volume): /readyz 200');
  const { reference, email } = await pagesAndOrder(base, url);
  await docker('restart', '--time', '20', id);
  await ready(id, base);
  const rows = await orderRow(url, email);
  expect(rows[0]?.reference === reference, `after the restart: ${JSON.stringify(rows)}`);
  check(`restarted (SIGTERM): order ${reference} is still there`);
  await remove();
}
