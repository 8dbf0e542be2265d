// Hostile requests no HTTP client library sends, written to a socket byte for byte: a target that
// is not a path, a Host that is not a host, a body longer or shorter than its Content-Length,
// bytes after a body; and requests for actions that are not this build's, or with arguments
// React cannot decode. Part of the catalogue of ./hostile.ts.
import net from 'node:net';
import { craftedEnvelope } from '../helpers/crafted-envelope';

const BOUNDARY = 'hostileBoundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const multipart = (parts: [string, string][]) =>
  `${parts.map(([n, v]) => part(n, v)).join('')}--${BOUNDARY}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
/** So that the server closes the connection after its answer, and the answer is all there is. */
const CLOSE = 'Connection: close';

/** A request's bytes: `head` is the request line and headers, each line without its CRLF. */
const bytes = (head: string[], body = '') =>
  `${head.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/**
 * The raw requests for a site served at `host` (host:port), each with the status every answer on
 * its connection must have, and headers the first must carry. `actionId`: one of the build's.
 */
export type RawRequest = {
  label: string;
  bytes: string;
  status: number;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** The answers on a raw request's connection: each one's status, the first one's headers and text. */
export type RawAnswer = { statuses: number[]; headers: Record<string, string>; body: string };

/**
 * Paths that begin as one proxy.ts skips (a static file, the icon, the demo's and the sign-in's
 * routes) and are not one: pages' paths, which it must check (tests/faults/hostile.ts asks each
 * for its not-found page, with its policy).
 */
export const PROXY_NEIGHBOURS = ['/icon.svg/x', '/demo/replyx', '/desk/api/authx'];

export function rawRequests(host: string, actionId: string): RawRequest[] {
  const requests: RawRequest[] = [];
  const expect = (label: string, sent: string, status: number, headers?: Record<string, string>) =>
    requests.push({ label, bytes: sent, status, headers });
  const get = (target: string, hostHeader = host) => [
    `GET ${target} HTTP/1.1`,
    `Host: ${hostHeader}`,
    CLOSE,
  ];
  const post = (headers: string[], body: string, target = '/') =>
    bytes([`POST ${target} HTTP/1.1`, `Host: ${host}`, `Origin: http://${host}`, ...headers], body);
  const form = (parts: [string, string][], target?: string, more = [CLOSE]) =>
    post([`Content-Type: ${MULTIPART}`, ...more], multipart(parts), target);
  const call = (id: string, root: string, target?: string) =>
    post(
      [`Next-Action: ${id}`, `Content-Type: ${MULTIPART}`, CLOSE],
      multipart([['0', root]]),
      target,
    );
  const notFound = { 'x-nextjs-action-not-found': '1' };

  // Targets: Next.js could not parse them (a 500), or echoed them in a redirect.
  for (const method of ['GET', 'HEAD', 'POST']) {
    expect(`${method} *`, bytes([`${method} * HTTP/1.1`, `Host: ${host}`, CLOSE]), 400);
  }
  expect('OPTIONS *', bytes(['OPTIONS * HTTP/1.1', `Host: ${host}`, CLOSE]), 405, {
    allow: 'GET, HEAD, POST',
  });
  for (const target of [
    'http://',
    'http://[::1',
    'http://evil.example:99999/',
    'http://user@evil.example/',
    'ftp://evil.example/',
    'bots/finance',
  ]) {
    expect(`GET ${target}`, bytes(get(target)), 400);
  }
  // HTTP/1.1 has a server take a URL as the target: served as its path, not redirected to it.
  expect(
    'GET http://evil.example/bots/finance',
    bytes(get('http://evil.example/bots/finance')),
    200,
  );
  expect(
    'a form posted to http://evil.example/',
    form([[`$ACTION_ID_${actionId}`, '']], 'http://evil.example/'),
    403,
  );

  // Host values URL parsing reads as another host.
  for (const value of [
    'evil@localhost',
    'localhost/x',
    'localhost#.evil',
    'localhost:99999',
    '999.1.1.1',
  ]) {
    expect(`GET / with Host: ${value}`, bytes(get('/', value)), 400);
    const body = multipart([
      [`$ACTION_ID_${actionId}`, ''],
      ['email', 'ada@example.com'],
    ]);
    const head = ['POST / HTTP/1.1', `Host: ${value}`, `Content-Type: ${MULTIPART}`, CLOSE];
    expect(`a form posted with Host: ${value}`, bytes(head, body), 400);
  }

  // Bodies that are not what their length says.
  const announced = ['POST / HTTP/1.1', `Host: ${host}`, `Content-Type: ${MULTIPART}`];
  // Node reads and discards what follows, so the connection stays open: the answer must come at
  // once, not after the 30 s request timeout.
  requests.push({
    label: 'a form announcing 10 MB, sending 1 KB',
    bytes: `${announced.join('\r\n')}\r\nContent-Length: 10000000\r\n\r\n${'x'.repeat(1024)}`,
    status: 413,
    timeoutMs: 2000,
  });
  const named = multipart([['a', 'b'.repeat(40)]]);
  expect(
    'a post naming no action, its Content-Length 20 bytes short',
    `${announced.join('\r\n')}\r\nContent-Length: ${named.length - 20}\r\n\r\n${named}`,
    400,
  );
  // On a connection kept open: Node reads the bad bytes as the next request.
  expect('a post naming no action, then bad bytes', `${form([['a', 'b']], '/', [])}X\r\n\r\n`, 400);
  const capitals = `MULTIPART/FORM-DATA; BOUNDARY=${BOUNDARY}`;
  const formParts: [string, string][] = [
    [`$ACTION_ID_${actionId}`, ''],
    ['email', 'ada@example.com'],
  ];
  const capitalForm = post([`Content-Type: ${capitals}`, CLOSE], multipart(formParts));
  expect('a form in MULTIPART/FORM-DATA', capitalForm, 400);
  const capitalCall = [`Next-Action: ${actionId}`, `Content-Type: ${capitals}`, CLOSE];
  expect('an action call in MULTIPART/FORM-DATA', post(capitalCall, multipart([['0', '[]']])), 400);

  // Actions that are not this build's, answered as Next.js answers them.
  expect('an action call for an unknown action', call('f'.repeat(42), '[]'), 409, notFound);
  for (const id of ['x', '__proto__', '../../etc', '']) {
    expect(`an action call for action ${JSON.stringify(id)}`, call(id, '[]'), 400, notFound);
  }
  expect(
    'a form for an unknown action',
    form([[`$ACTION_ID_${'f'.repeat(42)}`, '']]),
    409,
    notFound,
  );
  expect('a form for action 00', form([['$ACTION_ID_00', '']]), 400, notFound);

  // Arguments React cannot decode: a bound state in a part not sent, too many arguments.
  for (const [label, key, bound] of [
    ['its bound state missing', '1', '$@1'],
    ['its bound state in part 9', '1', '$@9'],
    ['an odd key', 'x:y', '$@1'],
  ]) {
    const descriptor: [string, string] = [
      `$ACTION_${key}:0`,
      `{"id":"${actionId}","bound":"${bound}"}`,
    ];
    expect(`a form with ${label}`, form([[`$ACTION_REF_${key}`, ''], descriptor]), 400);
  }
  // Beside the paths proxy.ts skips, paths of pages all the same: its matcher skipped every path
  // that began with one, and there an action's arguments went to Next.js unchecked (a 500).
  for (const target of PROXY_NEIGHBOURS) {
    for (const [label, root] of [
      ['a forward reference', '[{"status":"idle"},"$Q99"]'],
      ['arguments not JSON', 'not json'],
    ]) {
      expect(`an action call to ${target} with ${label}`, call(actionId, root!, target), 400);
    }
  }
  const many = JSON.stringify(Array.from({ length: 1001 }, () => 1));
  expect('an action call with 1,001 arguments', call(actionId, many), 400);
  // Built to cost the check the most for their size (tests/helpers/crafted-envelope.ts): refused
  // before they are parsed, or after a look-up per reference, each as cheap as a form's.
  const crafted = [`Next-Action: ${actionId}`, `Content-Type: ${MULTIPART}`, CLOSE];
  expect(
    'an action call of 100 KiB in hundreds of parts',
    post(crafted, craftedEnvelope({ boundary: BOUNDARY })),
    400,
  );
  expect(
    'an action call of 100 KiB of references to its 60 parts',
    post(crafted, craftedEnvelope({ parts: 60, boundary: BOUNDARY })),
    400,
  );

  // The image optimiser is off: the site serves its images as they are.
  for (const url of ['/icon.svg', '/no-such.png']) {
    expect(`/_next/image of ${url}`, bytes(get(`/_next/image?url=${url}&w=64&q=75`)), 404);
  }
  return requests;
}

/**
 * Writes a raw request's bytes on a connection of their own and reads until the server closes it,
 * or for `timeoutMs`: the status of each answer, the first one's headers (lower-cased) and text.
 */
export function sendRaw(
  base: string,
  { bytes: sent, timeoutMs = 5000 }: Pick<RawRequest, 'bytes' | 'timeoutMs'>,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(sent));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    // A server that closes after its answer while bytes are still coming resets the connection.
    socket.on('error', () => {});
    socket.on('close', () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      const body = received.slice(head.length + 4);
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
      resolve({ statuses, headers, body });
    });
  });
}

/**
 * The security headers an answer lacks (names, lower-cased): every answer carries them, Next's
 * and the server's own refusals alike, and an HTML one its Content-Security-Policy too.
 */
export function missingSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  const names = [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
  ];
  const type = String(headers['content-type'] ?? '');
  if (type.startsWith('text/html')) names.push('content-security-policy');
  return names.filter((name) => headers[name] === undefined);
}

/** What is wrong with the answers to a raw request, or null. */
export function mismatch(
  answer: RawAnswer,
  { label, status, headers = {} }: Pick<RawRequest, 'label' | 'status' | 'headers'>,
): string | null {
  const statuses = answer.statuses.join('+') || 'no answer';
  const problems: string[] = [];
  if (!answer.statuses.length || answer.statuses.some((s) => s !== status)) {
    problems.push(`${statuses}, not ${status}`);
  }
  const missing = answer.statuses.length ? missingSecurityHeaders(answer.headers) : [];
  if (missing.length) problems.push(`without ${missing.join(', ')}`);
  for (const [name, value] of Object.entries(headers)) {
    if (answer.headers[name] !== value)
      problems.push(`${name}: ${answer.headers[name] ?? '-'}, not ${value}`);
  }
  return problems.length ? `${label}: ${problems.join('; ')}` : null;
}
