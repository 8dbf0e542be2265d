import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { WARM_UP_REQUESTS, warmUp, warmUpRequests } from '@/lib/http/warm-up.mjs';

type Seen = {
  method?: string;
  url?: string;
  type?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/** A server recording what it is asked; `answer` may reply, or not. */
function recordingServer(answer: (seen: Seen, response: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const one = {
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        headers: request.headers,
        body,
      };
      seen.push(one);
      answer(one, response);
    });
  });
  return { server, seen };
}

afterEach(() => vi.restoreAllMocks());

test('the server answers each warm-up request on loopback, then closes that port and can listen again', async () => {
  const { server, seen } = recordingServer((_, response) => response.end('ok'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await warmUp(server);
  expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
    'GET /readyz',
    'POST /demo/reply',
    'GET /',
  ]);
  // The demo's message is a form post with an empty message: refused before the database.
  const demo = seen[1]!;
  expect(demo.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(demo.body).toMatch(/name="message"\r\n\r\n\r\n/);
  expect(WARM_UP_REQUESTS.find(({ path }) => path === '/demo/reply')?.form?.message).toBe('');
  expect(warn).not.toHaveBeenCalled();
  expect(server.listening).toBe(false);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  expect(await (await fetch(`http://127.0.0.1:${port}/about`)).text()).toBe('ok');
  await new Promise((resolve) => server.close(resolve));
});

test('a request that fails or is refused is logged and skipped: the warm-up still ends', async () => {
  const { server, seen } = recordingServer((one, response) => {
    if (one.url === '/readyz') {
      response.statusCode = 503;
      response.end('not ready: the database does not answer');
    } else if (one.method === 'POST') {
      response.socket?.destroy();
    } else {
      response.end('ok');
    }
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await warmUp(server);
  expect(seen).toHaveLength(3);
  expect(warn.mock.calls.map(([line]) => line)).toEqual([
    'Warm-up: GET /readyz answered 503; serving regardless.',
    expect.stringMatching(/^Warm-up: POST \/demo\/reply failed \(.+\); serving regardless\.$/),
  ]);
  expect(server.listening).toBe(false);
});

test('without a loopback port to warm up on, it says so and the server still listens where it is told', async () => {
  const server = http.createServer((_, response) => response.end('ok'));
  const listen = server.listen.bind(server);
  const refused = Object.assign(new Error('listen EADDRNOTAVAIL: address not available'), {
    code: 'EADDRNOTAVAIL',
  });
  vi.spyOn(server, 'listen').mockImplementationOnce(() => {
    process.nextTick(() => server.emit('error', refused));
    return server;
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await warmUp(server);
  expect(warn.mock.calls.map(([line]) => line)).toEqual([
    'Warm-up: no loopback port (Error: listen EADDRNOTAVAIL: address not available); serving regardless.',
  ]);
  // No listener left behind: a later error of the server's is not taken for the warm-up's.
  expect(server.listenerCount('error')).toBe(0);
  await new Promise<void>((resolve) => listen(0, '127.0.0.1', resolve));
  expect(server.listening).toBe(true);
  await new Promise((resolve) => server.close(resolve));
});

/** A build folder holding only a server action manifest with `entries`. */
function buildWithManifest(entries: Record<string, { exportedName: string; filename: string }>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(
    path.join(dist, 'server', 'server-reference-manifest.json'),
    JSON.stringify({ node: entries, edge: {} }),
  );
  return dist;
}

test('with the build’s manifest, it also posts an empty order to the order action, as the form’s script calls it', async () => {
  const dist = buildWithManifest({
    '40aa': { exportedName: 'submitContact', filename: 'lib/actions/contact.ts' },
    '40bb': { exportedName: 'submitOrder', filename: 'lib/desk/elsewhere.ts' },
    '40cc': { exportedName: 'submitOrder', filename: 'lib/actions/order.ts' },
  });
  const requests = warmUpRequests(dist);
  expect(requests.slice(0, WARM_UP_REQUESTS.length)).toEqual(WARM_UP_REQUESTS);
  expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/bots/finance', action: '40cc' });

  const { server, seen } = recordingServer((_, response) => response.end('ok'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await warmUp(server, requests);
  expect(warn).not.toHaveBeenCalled();
  const order = seen.at(-1)!;
  expect(`${order.method} ${order.url}`).toBe('POST /bots/finance');
  expect(order.headers['next-action']).toBe('40cc');
  expect(order.headers.accept).toBe('text/x-component');
  // From this site's own origin, as Next.js requires of an action's call.
  expect(order.headers.origin).toBe(`http://${order.headers.host}`);
  // The arguments (previous state, a form) with no field of the form's: refused by its schema.
  expect(order.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(order.body).toMatch(/name="0"\r\n\r\n\[\{"status":"idle"\},"\$K1"\]\r\n/);
  expect(order.body.match(/name="/g)).toHaveLength(1);
  fs.rmSync(dist, { recursive: true });
});

test('without the order action in the build’s manifest, or without the manifest, it says so and warms up the rest', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const dist = buildWithManifest({
    '40aa': { exportedName: 'submitContact', filename: 'lib/actions/contact.ts' },
  });
  expect(warmUpRequests(dist)).toEqual(WARM_UP_REQUESTS);
  fs.rmSync(dist, { recursive: true });
  expect(warmUpRequests(dist)).toEqual(WARM_UP_REQUESTS);
  expect(warn.mock.calls.map(([line]) => line)).toEqual([
    `Warm-up: ${path.join(dist, 'server', 'server-reference-manifest.json')} names no submitOrder; no order posted.`,
    expect.stringMatching(/^Warm-up: .+ cannot be read \(Error: ENOENT.+\); no order posted\.$/),
  ]);
});
