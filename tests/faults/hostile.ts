// The requests a stranger can send that the site must refuse with a 4xx, never a 5xx: each
// page and file of the sitemap with methods it does not take, broken percent-encoding, form
// posts and action calls from another site, with a broken or null Origin, for another host
// (DNS rebinding), and posts that are not forms; and, written to a socket byte for byte, targets
// and Host values that are not what they claim, bodies that are not what their length says,
// actions that are not this build's, and arguments React cannot decode (./hostile-raw.ts). None
// may put a stack trace in the server's log. Shared by tests/e2e/hostile-requests.spec.ts and
// part 2b of `npm run test:faults`, which counts them.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { actionIds } from '../helpers/action-ids';
import { filesMadeUp, madeUpPaths } from './hostile-paths';
import {
  PROXY_NEIGHBOURS,
  mismatch,
  missingSecurityHeaders,
  rawRequests,
  sendRaw,
} from './hostile-raw';

/** A request as Node's client sends it. */
type Sent = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

/** A hostile request, with the status it must get and the Allow header a 405 must carry. */
export type Hostile = Sent & { label: string; status: number; allow?: string };

/** A check of test:faults: its name, whether it passed, and the figure shown. */
export type Expect = (name: string, pass: boolean, figure: string) => void;

/** A form post as Chromium sends it without JavaScript: multipart, naming an action. */
const FORM = {
  headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
  body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_00"\r\n\r\n\r\n--x--\r\n',
};
/** The same, as React calls an action from JavaScript. */
const CALL = {
  headers: { 'Next-Action': '0'.repeat(42), 'Content-Type': 'multipart/form-data; boundary=x' },
  body: '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--x--\r\n',
};

/**
 * One server action of the build in `dir`: a request must name one for the site to read its body
 * (any other id is answered 409 before it is read).
 */
export function anActionId(dir?: string) {
  const [first] = Object.values(actionIds(dir));
  if (!first) throw new Error(`no server action in ${dir ?? 'the build'}`);
  return first.id;
}

/** Every page the sitemap lists, as paths, plus a path no page has. */
export async function sitePaths(base: string): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  return [...paths, '/no-such-page'];
}

/**
 * The hostile requests for these paths, each with the status it must get (and `allow`, the
 * Allow header a 405 must carry). `host`: the site's own host, for the posts that are from it.
 */
export function hostileRequests(paths: string[], host: string): Hostile[] {
  const requests: Hostile[] = [];
  const refuse = (label: string, sent: Sent, status: number, allow?: string) =>
    requests.push({ label, ...sent, status, allow });
  for (const path of paths) {
    const isFile = /\.[a-z]+$/.test(path);
    const allow = isFile ? 'GET, HEAD' : 'GET, HEAD, POST';
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL']) {
      refuse(`${method} ${path}`, { method, path }, 405, allow);
    }
    // A method HTTP does not know: Node's parser answers it before any code of ours.
    refuse(`FOO ${path}`, { method: 'FOO', path }, 400);
    for (const broken of ['%', '%zz', '%ff', '%2']) {
      refuse(`GET ${path}${broken}`, { path: `${path}${broken}` }, 400);
    }
    if (isFile) {
      refuse(`POST ${path}`, { method: 'POST', path, ...FORM }, 405, allow);
      continue;
    }
    for (const [kind, shape] of [
      ['form post', FORM],
      ['action call', CALL],
    ] as const) {
      const post = (headers: Record<string, string>): Sent => ({
        method: 'POST',
        path,
        headers: { ...shape.headers, ...headers },
        body: shape.body,
      });
      refuse(`${kind} to ${path} from another site`, post({ Origin: 'http://evil.example' }), 403);
      refuse(`${kind} to ${path} with Origin: null`, post({ Origin: 'null' }), 403);
      for (const origin of ['garbage', 'http://', 'http://[::1']) {
        refuse(`${kind} to ${path} with Origin: ${origin}`, post({ Origin: origin }), 400);
      }
      // A page of another name that resolves to this server (DNS rebinding).
      refuse(
        `${kind} to ${path} for another host`,
        post({ Host: 'rebound.example', Origin: 'http://rebound.example' }),
        403,
      );
      refuse(
        `${kind} to ${path} with a foreign X-Forwarded-Host`,
        post({ 'X-Forwarded-Host': 'rebound.example' }),
        403,
      );
    }
    refuse(
      `plain POST ${path}`,
      { method: 'POST', path, headers: { 'Content-Type': 'text/plain' }, body: 'x' },
      400,
    );
    refuse(
      `multipart POST ${path} naming no action`,
      {
        method: 'POST',
        path,
        headers: { Origin: `http://${host}`, ...FORM.headers },
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      },
      400,
    );
  }
  // Paths no page has, encoded: Next.js decoded some of them in one step and not in the next, and
  // went round its router until it answered 500, logging the whole address. /favicon.ico: the
  // site has none, and its not-found page was served without the policy.
  for (const path of ENCODED_PATHS) refuse(`GET ${path}`, { path }, 404);
  // The demo's route takes posts alone.
  refuse('GET /demo/reply', { path: '/demo/reply' }, 405, 'POST');
  // Paths beside those proxy.ts skips: their not-found page was served without its policy.
  for (const path of [...PROXY_NEIGHBOURS, '/icon.svgx', '/_next/staticx']) {
    refuse(`GET ${path}`, { path }, 404);
  }
  return requests;
}

/** Encoded paths, each of them once a 500 with the desk on or off, or harmless neighbours. */
const ENCODED_PATHS = [
  '/desk%2Fspam',
  '/desk%2fexport',
  '/%64esk',
  '/desk/%73pam',
  '/demo%2Freply',
  '/%5Bindustry%5D',
  '/bots/%5Bslug%5D',
  '/bots%2Ffinance',
  '/bots/fin%61nce',
  '/desk/api/auth%2Fget-session',
  '/favicon.ico',
];

/**
 * Sends one request byte for byte with Node's own client, which lets it set Host and send a
 * path a browser never would. Resolves with the status, the Allow header, the body and the
 * security headers the answer lacks.
 */
export function send(
  base: string,
  { method = 'GET', path = '/', headers = {}, body }: Sent,
): Promise<{ status: number; allow: string | undefined; body: string; missing: string[] }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          allow: response.headers.allow,
          body: text,
          missing: missingSecurityHeaders(response.headers),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A body that shows a stack trace: a line of `at name (file:line:col)`. */
export const STACK_TRACE = /\bat \S+:\d+:\d+/;

/**
 * A line of the server's log for an error: a stack frame (Next.js writes `at ignore-listed
 * frames` for its own), Next's mark for an error it caught or for a warning, its warning of a
 * body past its limit, or Better Auth's error line.
 */
export const LOGGED_ERROR = /^\s+at |⨯|⚠|uncaughtException|\bERROR\b|^Request body exceeded /;

/** Collects what a server process writes from now on; `errors()` are its LOGGED_ERROR lines. */
export function watchLog(child: Pick<ChildProcess, 'stdout' | 'stderr'>) {
  let text = '';
  const collect = (chunk: Buffer) => (text += chunk.toString('utf8'));
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', collect);
  return {
    // Colours stripped: Better Auth writes `\x1b[31mERROR\x1b[0m`.
    errors: () =>
      text
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((line) => LOGGED_ERROR.test(line)),
    stop: () => {
      for (const stream of [child.stdout, child.stderr]) stream?.off('data', collect);
    },
  };
}

/**
 * Part 2b of `npm run test:faults`: every hostile request to every route of the sitemap, each
 * raw one, and paths the build did not list, counted. `expect(name, pass, figure)` records a
 * check; `server` is the server's process (its log is read), `actionId` one of its actions, `dir`
 * its build folder.
 */
export async function hostileSweep({
  base,
  expect,
  server,
  actionId,
  dir,
}: {
  base: string;
  expect: Expect;
  server: Pick<ChildProcess, 'stdout' | 'stderr'>;
  actionId: string;
  dir: string;
}) {
  const { host } = new URL(base);
  const requests: Hostile[] = [
    ...hostileRequests(await sitePaths(base), host),
    ...madeUpPaths(dir).map((path) => ({ label: `GET ${path}`, path, status: 404 })),
  ];
  const raw = rawRequests(host, actionId);
  console.log(
    `\n2b. ${requests.length} hostile requests to every route of the sitemap and to paths the build did not list, ${raw.length} raw`,
  );
  const log = watchLog(server);
  const serverErrors: string[] = [];
  const wrong: string[] = [];
  const traces: string[] = [];
  for (const { label, status, allow, ...sent } of requests) {
    const answer = await send(base, sent);
    if (answer.status >= 500) serverErrors.push(`${label}: ${answer.status}`);
    if (answer.status !== status || (allow && answer.allow !== allow)) {
      wrong.push(`${label}: ${answer.status} (Allow: ${answer.allow ?? '-'}), not ${status}`);
    }
    if (answer.missing.length) wrong.push(`${label}: without ${answer.missing.join(', ')}`);
    if (STACK_TRACE.test(answer.body)) traces.push(label);
  }
  for (const request of raw) {
    const answer = await sendRaw(base, request);
    if (answer.statuses.some((status) => status >= 500)) {
      serverErrors.push(`${request.label}: ${answer.statuses.join('+')}`);
    }
    const problem = mismatch(answer, request);
    if (problem) wrong.push(problem);
    if (STACK_TRACE.test(answer.body)) traces.push(request.label);
  }
  // The server writes its log a moment after it answers.
  await new Promise((resolve) => setTimeout(resolve, 500));
  log.stop();
  const logged = log.errors();
  const sample = (list: string[]) => (list.length ? ` (${list.slice(0, 3).join('; ')})` : '');
  const sent = requests.length + raw.length;
  expect(
    'hostile requests answered >= 500',
    serverErrors.length === 0,
    `${serverErrors.length} of ${sent}${sample(serverErrors)}`,
  );
  expect(
    'hostile requests refused with the wrong status, or without the security headers',
    wrong.length === 0,
    `${wrong.length} of ${sent}${sample(wrong)}`,
  );
  expect(
    'hostile requests answered with a stack trace',
    traces.length === 0,
    `${traces.length}${sample(traces)}`,
  );
  expect(
    'error lines in the server log during the hostile requests',
    logged.length === 0,
    `${logged.length}${sample(logged)}`,
  );
  const written = filesMadeUp(dir);
  expect(
    'files written to the build folder for paths the build did not list',
    written.length === 0,
    `${written.length}${sample(written)}`,
  );
  return {
    sent,
    serverErrors: serverErrors.length,
    wrongStatus: wrong.length,
    loggedErrors: logged.length,
  };
}
