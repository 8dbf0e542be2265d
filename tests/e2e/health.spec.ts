import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import postgres from 'postgres';
import { uniqueEmail } from '../helpers/e2e-db';
import { expectHydrated, fillOrder } from '../helpers/forms';
import { demoOf } from '@/content/demos';
import { freePort } from '../helpers/free-port';
import { execFormOf, layOutRunStage } from '../helpers/image-files';
import { startServer } from '../helpers/second-server';
import { actionIdOf } from '../helpers/action-ids';
import { FORMS, withFields } from '../helpers/lab/forms';
import { actionRequest } from '../helpers/action-request';
import { readDemoReply } from '../helpers/demo-reply';
import { ModelServer } from '../helpers/model-server';

/**
 * The health checks a load balancer or an orchestrator asks (app/healthz, app/readyz), on the
 * suite's server, on servers whose database is unreachable or not yet migrated, and the
 * container's start command (the Dockerfile's CMD) run against a new database from the files
 * the image holds.
 */

async function expectHealthAnswer(
  request: APIRequestContext,
  url: string,
  status: number,
  text: RegExp,
) {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(status);
  expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(await answer.text()).toMatch(text);
}

test('the serving site is live and ready; neither check is in the sitemap', async ({ request }) => {
  await expectHealthAnswer(request, '/healthz', 200, /^ok\n$/);
  await expectHealthAnswer(request, '/readyz', 200, /^ready\n$/);
  expect((await request.head('/readyz')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/healthz|readyz/);
});

test.describe('servers of the production build', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the production build');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('with its database unreachable: live, not ready (503)', async ({ request }) => {
    const server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DB_TIMEOUT_MS: '2000' },
    });
    try {
      await expectHealthAnswer(request, `${server.url}/healthz`, 200, /^ok\n$/);
      await expectHealthAnswer(
        request,
        `${server.url}/readyz`,
        503,
        /^not ready: the database does not answer\n$/,
      );
    } finally {
      await server.stop();
    }
  });

  test.describe('on PostgreSQL', () => {
    test.skip(!process.env.DATABASE_URL, 'creates databases on the PostgreSQL of DATABASE_URL');

    const owner = () => postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    /** A new, empty database beside DATABASE_URL's, and its URL for `username`. */
    async function newDatabase(tag: string) {
      const name = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_${tag}_${Date.now()}`;
      const admin = owner();
      await admin.unsafe(`create database "${name}"`);
      await admin.end();
      const url = (username?: string) => {
        const target = new URL(process.env.DATABASE_URL!);
        target.pathname = `/${name}`;
        if (username) {
          target.username = username;
          target.password = '';
        }
        return target.toString();
      };
      const drop = async () => {
        const admin = owner();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      };
      return { url, drop };
    }

    const run = (command: string, args: string[], env: Record<string, string>, cwd?: string) =>
      new Promise<number | null>((resolve) => {
        spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' }).on(
          'exit',
          resolve,
        );
      });

    test('migrations missing: not ready until scripts/migrate.mjs and db/app-role.sql have run', async ({
      request,
    }) => {
      const database = await newDatabase('unmigrated');
      // The app connects as the least-privileged role of db/app-role.sql.
      const admin = owner();
      await admin.unsafe(
        `do $$ begin if not exists (select from pg_roles where rolname = 'botbazaar_app') then create role botbazaar_app login; end if; end $$`,
      );
      await admin.end();
      const server = await startServer({
        port: await freePort(),
        env: { DATABASE_URL: database.url('botbazaar_app'), DB_TIMEOUT_MS: '2000' },
      });
      try {
        const notMigrated = /^not ready: the database lacks migrations of this build\n$/;
        await expectHealthAnswer(request, `${server.url}/readyz`, 503, notMigrated);

        expect(await run('node', ['scripts/migrate.mjs'], { DATABASE_URL: database.url() })).toBe(
          0,
        );
        // Migrated, but the app's role may not read what was applied yet.
        await expectHealthAnswer(request, `${server.url}/readyz`, 503, /^not ready: /);
        const migrated = postgres(database.url(), { max: 1, onnotice: () => {} });
        await migrated.unsafe(fs.readFileSync('db/app-role.sql', 'utf8'));
        await migrated.end();
        await expectHealthAnswer(request, `${server.url}/readyz`, 200, /^ready\n$/);
        await expectHealthAnswer(request, `${server.url}/healthz`, 200, /^ok\n$/);
      } finally {
        await server.stop();
        await database.drop();
      }
    });

    test('it opens its port warmed up: every connection of its pool open, the routes answered once on loopback, and nothing written', async () => {
      const database = await newDatabase('warm');
      expect(await run('node', ['scripts/migrate.mjs'], { DATABASE_URL: database.url() })).toBe(0);
      const server = await startServer({
        port: await freePort(),
        env: { DATABASE_URL: database.url(), DB_POOL_MAX: '8' },
        log: true,
      });
      let log = '';
      for (const stream of [server.process.stdout, server.process.stderr]) {
        stream?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
      }
      const sql = postgres(database.url(), { max: 1, onnotice: () => {} });
      try {
        // Before any visitor: the pool's 8 (the delivery thread's own pool opens as it needs).
        const [pool] = await sql<{ open: number }[]>`
          select count(*)::int as open from pg_stat_activity
          where datname = current_database() and application_name = 'botbazaar'`;
        expect(pool?.open).toBeGreaterThanOrEqual(8);
        // The warm-up's demo message and order are empty: the demo's refused before the
        // database, the order's by its form's schema. No turn, no limit, no order, no alert.
        for (const table of [
          'demo_conversations',
          'demo_messages',
          'demo_token_days',
          'rate_limits',
          'bot_orders',
          'submission_keys',
          'lead_deliveries',
        ]) {
          const [written] = await sql<{ rows: number }[]>`
            select count(*)::int as rows from ${sql(table)}`;
          expect(written?.rows, table).toBe(0);
        }
        await expect.poll(() => log).toMatch(/^Warmed up in \d+ ms$/m);
        expect(log).not.toContain('Warm-up:');
      } finally {
        await sql.end();
        await server.stop();
        await database.drop();
      }
    });

    test('the image’s files alone, as its COPY lines lay them out: its CMD migrates a new database and serves the site, the delivery thread sends an order’s alert, its HEALTHCHECK passes, and the operator’s scripts run', async ({
      request,
      page,
    }) => {
      // Not from this checkout, which holds every file: a module the server loads at start and
      // the image lacks (content/, once) only shows when it starts from the image's own files.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-image-'));
      const app = layOutRunStage(process.cwd(), root);
      const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
      const [command, ...args] = execFormOf(dockerfile, 'CMD');
      const [checkCommand, ...checkArgs] = execFormOf(dockerfile, 'HEALTHCHECK');
      const database = await newDatabase('container');
      const port = await freePort();
      const log: string[] = [];
      // As the image sets them (its ENV), but on loopback. NEXT_DIST_DIR stays this checkout's: the
      // build folder inside the standalone one is named after it.
      const child = spawn(command!, args, {
        cwd: app,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          DATABASE_URL: database.url(),
          // No mail settings: the delivery thread writes each alert to the log.
          SMTP_URL: '',
          LEADS_NOTIFY_EMAIL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const base = `http://127.0.0.1:${port}`;
      try {
        // Ready, or the reason it never will be: the server's own words when it exits.
        let ready = 0;
        for (const deadline = Date.now() + 80_000; Date.now() < deadline;) {
          if (child.exitCode !== null) break;
          ready = await request
            .get(`${base}/readyz`)
            .then((answer) => answer.status())
            .catch(() => 0);
          if (ready === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(ready, log.join('')).toBe(200);
        // Warmed up from the image's files, the build's action manifest among them.
        expect(log.join('')).toMatch(/^Warmed up in \d+ ms$/m);
        expect(log.join('')).not.toContain('Warm-up:');
        const home = await request.get(`${base}/`);
        expect(home.status()).toBe(200);
        expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
        expect(await (await request.get(`${base}/bots/finance`)).text()).toContain('FinBot');
        // A bot demo's answer streams from the image's files (the route and its model client).
        const demo = await request.post(`${base}/demo/reply`, {
          multipart: { page: '/bots/finance', suggested: '0' },
        });
        expect(demo.headers()['content-type']).toMatch(/^application\/x-ndjson/);
        expect(await demo.text()).toContain(demoOf('finance').suggested[0].answer);
        // The image's own health check, from its folder, against the server the command started.
        expect(await run(checkCommand!, checkArgs, { PORT: String(port) }, app)).toBe(0);
        expect(
          await run('node', ['scripts/healthcheck.mjs', '/readyz'], { PORT: String(port) }, app),
        ).toBe(0);
        // The delivery thread's bundle loads its packages from the image's node_modules: an
        // order's alert (a log line) shows they resolve.
        // Filled at a person's pace, or it would be kept as suspected spam and alert no one.
        await page.clock.install();
        await page.goto(`${base}/bots/finance/order`);
        const form = page.locator('#order-form');
        await expectHydrated(form.getByLabel('Plan'));
        const email = uniqueEmail('image');
        await fillOrder(form, email);
        await page.clock.fastForward(10_000);
        await form.getByRole('button', { name: 'Place Order' }).click();
        await expect(form.getByRole('status')).toContainText('Order Placed!');
        await expect
          .poll(() => log.join(''), { timeout: 20_000 })
          .toMatch(/\[lead\] New order BB-\w+: FinBot/);
        expect(log.join('')).not.toContain('delivery thread failed');
        // The operator's scripts, from the image's files too.
        const script = (args: string[], env: Record<string, string>) =>
          execFileSync('node', args, {
            cwd: app,
            env: { ...process.env, ...env },
            encoding: 'utf8',
          });
        expect(
          script(['scripts/leads-export.mjs', '--form', 'order'], { DATABASE_URL: database.url() }),
        ).toContain(email);
        const owner = {
          DESK_OWNERS: 'owner@example.com',
          AUTH_SECRET: 'a'.repeat(32),
          SITE_URL: base,
        };
        expect(script(['scripts/desk-link.mjs', 'owner@example.com'], owner)).toContain(
          `${base}/desk/api/auth/desk-link?token=`,
        );
      } finally {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
        await exited;
        await database.drop();
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  });
});

/**
 * Told to stop (SIGTERM, as an orchestrator or a rolling restart does): /readyz answers 503 at
 * once, and while a balancer is watching /readyz the server goes on serving for 5 s, so that the
 * balancer takes it out before it stops listening; the requests under way are finished, then the
 * process exits (server.mjs). On an embedded database of its own, with nothing else on it.
 */
test.describe('stopping', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the production build');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const EMBEDDED = { DATABASE_URL: '', PGLITE_DIR: 'memory://', EMBEDDED_DB_PORT: '0' };

  test('a second server on a port another holds says so and exits, rather than stay up serving nothing', async ({
    baseURL,
  }) => {
    const taken = new URL(baseURL!).port;
    const child = spawn(process.execPath, ['server.mjs', '-p', taken, '-H', '127.0.0.1'], {
      env: { ...process.env, ...EMBEDDED },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const code = await Promise.race([
      new Promise<number | null>((resolve) => child.on('exit', resolve)),
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
    ]);
    if (code === 'running') child.kill('SIGKILL');
    expect(code).toBe(1);
    expect(log).toContain(`Cannot serve on 127.0.0.1:${taken}: EADDRINUSE.`);
  });

  /** An order as the form sends it with JavaScript: its head and multipart body. */
  async function orderRequest(
    port: number,
    email: string,
  ): Promise<{ head: string; body: Buffer }> {
    const base = `http://127.0.0.1:${port}`;
    const { headers, body } = await actionRequest({
      base,
      actionId: actionIdOf(...FORMS.order.action),
      fields: withFields(FORMS.order.valid(), {
        name: 'Sana Mir',
        email,
        plan: 'standard',
        platform: 'telegram',
      }),
    });
    const head = [
      `POST ${FORMS.order.path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    return { head, body };
  }

  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => child.once('exit', resolve));

  test('watched by a balancer: 503 at once, 5 s more of serving, the order under way saved, then exit 0', async ({
    request,
  }) => {
    const port = await freePort();
    const server = await startServer({ port, env: EMBEDDED });
    const base = `http://127.0.0.1:${port}`;
    const exit = exited(server.process as ReturnType<typeof spawn>);
    // A balancer asks readiness; then an order starts, its body half sent when the signal comes.
    await expectHealthAnswer(request, `${base}/readyz`, 200, /^ready\n$/);
    const { head, body } = await orderRequest(port, `stopping-${Date.now()}@example.com`);
    const socket = net.connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(head);
    socket.write(body.subarray(0, body.length / 2));

    const signalled = Date.now();
    process.kill(-server.process.pid!, 'SIGTERM');
    await expect
      .poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 2_000 })
      .toBe(503);
    await expectHealthAnswer(request, `${base}/readyz`, 503, /^not ready: shutting down\n$/);
    expect((await request.get(`${base}/about`)).status()).toBe(200);

    // Past the 5 s: no new connection is taken, and the order under way is answered.
    await new Promise((resolve) => setTimeout(resolve, 5_500 - (Date.now() - signalled)));
    await expect(request.get(`${base}/about`)).rejects.toThrow(/ECONNREFUSED/);
    // Written, not ended: a client that half-closes its side is taken to have gone away.
    socket.write(body.subarray(body.length / 2));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/^connection: close\r$/im);
    expect(text).toContain('"status":"ok"');
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });

  test('a live demo reply under way ends with the recorded sample’s answer, not cut off at the exit', async () => {
    const model = await ModelServer.start();
    // A reply of 14 words at 1 a second: longer than the 10 s a stopping server has left.
    model.tokensPerSecond = 1;
    const port = await freePort();
    const server = await startServer({
      port,
      env: { ...EMBEDDED, DEMO_LLM_BASE_URL: model.url, DEMO_LLM_MODEL: 'stopping-model' },
    });
    const exit = exited(server.process as ReturnType<typeof spawn>);
    const base = `http://127.0.0.1:${port}`;
    const body = new FormData();
    body.set('page', '/bots/restaurant');
    body.set('suggested', '0');
    const response = await fetch(`${base}/demo/reply`, {
      method: 'POST',
      body,
      headers: { origin: base },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let read = '';
    while (!read.includes('"t":"text"')) read += (await reader.read()).value ?? '';
    const signalled = Date.now();
    process.kill(-server.process.pid!, 'SIGTERM');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      read += chunk.value;
    }
    const { events } = readDemoReply(read);
    expect(events.find((event) => event.t === 'fallback')).toEqual({
      t: 'fallback',
      reason: 'down',
    });
    // The written answer of the question asked, and the end: the panel shows a whole reply.
    expect(events.at(-2)).toEqual({ t: 'text', text: demoOf('restaurant').suggested[0]!.answer });
    expect(events.at(-1)).toMatchObject({ t: 'end', turns: 1 });
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    await model.stop();
  });

  test('with no balancer watching: it stops at once', async () => {
    const port = await freePort();
    const server = await startServer({ port, env: EMBEDDED });
    const exit = exited(server.process as ReturnType<typeof spawn>);
    const signalled = Date.now();
    process.kill(-server.process.pid!, 'SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2_000);
  });
});
