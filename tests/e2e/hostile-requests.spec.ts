import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { actionIdOf } from '../helpers/action-ids';
import { actionParts, encodeForm } from '../helpers/action-request';
import { freePort } from '../helpers/free-port';
import { send as sendFrom } from '../helpers/raw-http';
import { startServer } from '../helpers/second-server';
import {
  anActionId,
  hostileRequests,
  send,
  sitePaths,
  STACK_TRACE,
  watchLog,
} from '../faults/hostile';
import { misplacedActionRequests } from '../faults/hostile-actions';
import { DESK_ON } from '../faults/hostile-desk';
import { filesMadeUp, madeUpPaths } from '../faults/hostile-paths';
import { mismatch, rawRequests, sendRaw } from '../faults/hostile-raw';

test('no route answers a request a stranger can send with a 5xx', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const requests = hostileRequests(await sitePaths(base), new URL(base).host);
  const fiveHundreds: string[] = [];
  for (const { label, status, allow, ...sent } of requests) {
    const answer = await send(base, sent);
    if (answer.status >= 500) fiveHundreds.push(label);
    expect(answer.status, label).toBe(status);
    if (allow) expect(answer.allow, label).toBe(allow);
    expect(answer.missing, label).toEqual([]);
    // Short plain words, never a stack trace.
    expect(answer.body, label).not.toMatch(STACK_TRACE);
  }
  expect(fiveHundreds).toEqual([]);
  expect(requests.length).toBeGreaterThan(500);
});

test('a path the build did not list is not found, and leaves nothing in the build folder', async ({
  baseURL,
}) => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the build folder of the server under test');
  const dir = process.env.NEXT_DIST_DIR || '.next';
  const paths = madeUpPaths(dir);
  // Each dynamic route outside the desk: bots, their order pages and share images, industries
  // and theirs.
  expect(paths.length).toBeGreaterThanOrEqual(15);
  const answered: string[] = [];
  for (const path of paths) {
    const answer = await send(baseURL!, { path });
    answered.push(`${path}: ${answer.status}`);
  }
  expect(answered).toEqual(paths.map((path) => `${path}: 404`));
  expect(filesMadeUp(dir)).toEqual([]);
});

/** A post of 1,000 bytes whose sender goes away after the first few, as a dropped connection does. */
async function leaveMidBody(base: string, target: string, type: string): Promise<void> {
  const { hostname, port, host } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      `POST ${target} HTTP/1.1`,
      `Host: ${host}`,
      `Origin: ${base}`,
      `Content-Type: ${type}`,
      'Content-Length: 1000',
      '',
      '{"em',
    ].join('\r\n'),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A form post of `bytes` sent chunked, without a Content-Length; resolves with the answer. */
async function postChunked(base: string, target: string, bytes: number): Promise<string> {
  const { hostname, port, host } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    [
      `POST ${target} HTTP/1.1`,
      `Host: ${host}`,
      `Origin: ${base}`,
      'Content-Type: multipart/form-data; boundary=zz',
      'Transfer-Encoding: chunked',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  const piece = Buffer.alloc(16_384, 'x');
  for (let sent = 0; sent < bytes && !socket.destroyed; sent += piece.length) {
    socket.write(`${piece.length.toString(16)}\r\n`);
    socket.write(piece);
    socket.write('\r\n');
  }
  if (!socket.destroyed) socket.write('0\r\n\r\n');
  await closed;
  return answer;
}

/**
 * The same requests and the raw ones, against a server of the production build whose log this
 * test reads: a refusal is no refusal if the server logged a stack trace to make it (an error
 * thrown and caught, an uncaught exception). E2E_BASE_URL's server has no log to read here.
 */
test.describe('the server log', () => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the production build');
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let base = '';
  let database = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    database = fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-hostile-'));
    server = await startServer({
      port: await freePort(),
      env: {
        ...(!process.env.DATABASE_URL && { PGLITE_DIR: database }),
        // No second embedded database server beside the suite's.
        EMBEDDED_DB_PORT: '0',
        RATE_LIMIT_MAX: '1000',
        // The desk on, so its actions are there to be misused.
        ...DESK_ON,
      },
      log: true,
    });
    base = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
    // Only once the server has let go of its database.
    if (database) fs.rmSync(database, { recursive: true, force: true });
  });

  test('no request a stranger can send logs an error, and each is refused for what it is', async () => {
    test.setTimeout(180_000);
    const log = watchLog(server!.process);
    const { host } = new URL(base);
    for (const { label, status, allow, ...sent } of hostileRequests(await sitePaths(base), host)) {
      const answer = await send(base, sent);
      expect(answer.status, label).toBe(status);
      if (allow) expect(answer.allow, label).toBe(allow);
    }
    for (const { label, status, ...sent } of misplacedActionRequests(base)) {
      const answer = await send(base, sent);
      expect(answer.status, label).toBe(status);
      expect(answer.body, label).not.toMatch(STACK_TRACE);
    }
    // A sign-in link sending the browser off the site: Better Auth refuses it, and logs it.
    for (const name of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      for (const to of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const path = `/desk/api/auth/magic-link/verify?token=x&${name}=${encodeURIComponent(to)}`;
        expect((await send(base, { path })).status, path).toBe(403);
      }
    }
    // A form sent with no Origin, as no browser sends one (a script), with JavaScript's call and
    // without: answered as the site's own, without Next.js's warning line for each.
    const id = actionIdOf('subscribeNewsletter');
    const email: [string, string] = ['email', 'not-an-address'];
    const posts: [[string, string][], Record<string, string>][] = [
      [actionParts([email]), { 'Next-Action': id }],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', `{"id":"${id}","bound":"$@1"}`],
          ['$ACTION_1:1', '[{"status":"idle"}]'],
          ['$ACTION_KEY', 'k0'],
          email,
        ],
        {},
      ],
    ];
    for (const [parts, headers] of posts) {
      const form = await encodeForm(parts);
      const answer = await send(base, {
        method: 'POST',
        path: '/',
        headers: { ...headers, 'Content-Type': form.contentType },
        body: form.body.toString('latin1'),
      });
      expect(answer.status).toBe(200);
    }
    // Posts whose sender leaves halfway through the body, to each route that takes posts: the
    // server was logging one error for each, sent to the desk's sign-in calls (or, before, a demo).
    for (const [target, type] of [
      ['/', 'multipart/form-data; boundary=zz'],
      ['/bots/finance/order', 'multipart/form-data; boundary=zz'],
      ['/demo/reply', 'multipart/form-data; boundary=zz'],
      ['/desk/sign-in', 'multipart/form-data; boundary=zz'],
      ['/desk/api/auth/passkey/verify-authentication', 'application/json'],
      ['/desk/api/auth/passkey/generate-register-options', 'application/json'],
      ['/desk/api/auth/sign-in/magic-link', 'application/json'],
    ]) {
      await leaveMidBody(base, target!, type!);
    }
    // A passkey's answer that is none, with the challenge cookie a stranger gets for the asking:
    // refused before Better Auth queries with what it holds (an id missing, a number, a NUL).
    const passkey = '/desk/api/auth/passkey';
    for (const [i, response] of [
      {},
      { id: 42 },
      { id: `${'a'.repeat(2_000)}\u0000b` },
      { id: 'abc', rawId: 'abc', type: 'public-key', response: { signature: 'x\u0000' } },
    ].entries()) {
      // Each from an address of its own: the passkey steps' limit is 10 a minute a client.
      const localAddress = `127.0.0.${20 + i}`;
      // For the site's address (SITE_URL), the one origin Better Auth trusts.
      const site = { host: new URL(DESK_ON.SITE_URL).host, origin: DESK_ON.SITE_URL };
      const options = await sendFrom(new URL(`${passkey}/generate-authenticate-options`, base), {
        localAddress,
        headers: { host: site.host },
      });
      expect(options.status).toBe(200);
      const cookie = (options.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
      expect(cookie).not.toBe('');
      const answer = await sendFrom(new URL(`${passkey}/verify-authentication`, base), {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...site, cookie },
        body: JSON.stringify({ response }),
      });
      expect(answer.status, JSON.stringify(response).slice(0, 80)).toBe(400);
    }
    // A post sent chunked, past twice any form, to a page with a long address: refused 413, and
    // Next.js's warning of it, which named the address, is not written.
    for (const target of [`/?${'q'.repeat(4_000)}`, '/desk/sign-in']) {
      expect(await postChunked(base, target, 300_000), target).toMatch(/^HTTP\/1\.1 413 /);
    }
    const raw = rawRequests(host, anActionId());
    const wrong: string[] = [];
    for (const request of raw) {
      const answer = await sendRaw(base, request);
      const problem = mismatch(answer, request);
      if (problem) wrong.push(problem);
      expect(answer.body, request.label).not.toMatch(STACK_TRACE);
    }
    expect(wrong).toEqual([]);
    expect(raw.length).toBeGreaterThanOrEqual(40);
    // The server writes its log a moment after it answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    log.stop();
    expect(log.errors()).toEqual([]);
  });
});
