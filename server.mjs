// The site's HTTP server: Next.js's documented custom server, so the app can know who is
// connecting. `next start` passes on an X-Forwarded-For the client wrote itself, and gives the
// app no other way to learn the connection's address; without it every visitor would share one
// rate-limit budget. Here each request carries the socket's own address in a header of ours
// (any copy the client sent is dropped first), which lib/submission/client-address.ts reads.
//
//   node server.mjs [--dev] [-p 3000] [-H 0.0.0.0]     (npm start / npm run dev)
//
// Before Next.js, it refuses what Next would answer with a 500, form posts to a host that is not
// the site's own and bodies larger than any form (lib/http/request-gate.mjs). It reads PORT and
// HOSTNAME like `next start`, and SITE_URL and ALLOWED_HOSTS for that check; everything else is
// read by lib/env.ts.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CLIENT_ADDRESS_HEADER,
  LOOPBACK,
  NOT_FOUND_ROUTE,
  PEER_ADDRESS_HEADER,
  allowedHosts,
  isEncodedPath,
  originForPost,
  refusal,
  requestTarget,
} from './lib/http/request-gate.mjs';
import { listenAddress } from './lib/http/listen.mjs';
import { loadPrecompressed, servePrecompressed } from './lib/http/precompressed.mjs';
import { refuse } from './lib/http/refuse.mjs';
import { rawAnswer } from './lib/http/response-headers.mjs';
import { startClosing, startStopping } from './lib/http/shutdown.mjs';
import { warmUp, warmUpRequests } from './lib/http/warm-up.mjs';
import { DELIVERY_THREAD_FILE, startDeliveryThread, stopDelivery } from './lib/delivery/thread.mjs';
import { DEMO_REPLY_PATH } from './lib/demo/reply-path.mjs';
import { DEMO_THREAD_FILE, startDemoThread } from './lib/demo/thread.mjs';

const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
process.env.NODE_ENV ??= args.dev ? 'development' : 'production';

// Next.js warns, naming the request's whole address, of each post that came chunked (no
// Content-Length for the gate to refuse it by) past proxyClientMaxBodySize (next.config.ts), as it
// copies the body for proxy.ts. proxy.ts refuses every such post 413: it is twice any form. So the
// line tells nothing, yet anyone could have it written, 14 KB a time with a long address. That
// line alone is dropped.
const warn = console.warn;
console.warn = (...words) => {
  if (typeof words[0] === 'string' && words[0].startsWith('Request body exceeded ')) return;
  warn.apply(console, words);
};

/**
 * Limits for slow or idle clients, for a public site. A request's headers must arrive within
 * 15 s and the whole request (the largest form is about a hundred KB) within 30 s, so a client
 * trickling bytes cannot hold a socket for long; the clock is checked every 5 s. An idle
 * keep-alive connection stays open 65 s: longer than the 60 s idle timeout of common proxies
 * and load balancers in front, so the app never closes a connection the proxy is about to
 * reuse (which the proxy would answer with 502).
 */
const TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 5_000,
};

const address = listenAddress(args, process.env);
if ('error' in address) {
  console.error(address.error);
  process.exit(1);
}
const { port, hostname } = address;
const dir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');

// Fail closed: proxy.ts sends each page's Content-Security-Policy from the hashes that
// `npm run build` writes after `next build`; a build without them would be served with no CSP.
const cspHashes = path.join(distDir, 'csp-hashes.json');
if (!args.dev && !fs.existsSync(cspHashes)) {
  console.error(
    `Refusing to start: ${cspHashes} is missing, so no page would have its Content-Security-Policy. ` +
      'Build with `npm run build`, or run `node scripts/csp-hashes.mjs` after `next build`.',
  );
  process.exit(1);
}

// The configuration `next build` resolved from next.config.ts, handed to Next.js as its own
// standalone server.js hands it (next/dist/server/config.js then loads no config file): the image
// holds neither next.config.ts, nor content/ and lib/ it imports, nor the compiler that reads it.
// A checkout's server takes it from its build too, so both serve alike. Without a build, Next.js
// says so itself.
const serverFiles = path.join(distDir, 'required-server-files.json');
if (!args.dev && fs.existsSync(serverFiles)) {
  const { config } = JSON.parse(fs.readFileSync(serverFiles, 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

/**
 * The bundle of a thread of its own in the build folder (scripts/threads.mjs), which runs only
 * on PostgreSQL and not in development; undefined otherwise, said when the build lacks it.
 * `what` is the work that then shares the thread answering requests.
 *
 * @param {string} name
 * @param {string} what
 */
function threadBundle(name, what) {
  if (args.dev || !process.env.DATABASE_URL) return undefined;
  const file = path.join(distDir, name);
  if (fs.existsSync(file)) return file;
  console.warn(
    `${file} is missing, so ${what} the thread that answers requests (slow at full load). ` +
      'Build with `npm run build`.',
  );
  return undefined;
}

// On PostgreSQL the lead-delivery worker runs in a thread of its own, so that at full load its
// round trips do not wait behind page renders (docs/delivery.md). Started before Next.js, whose
// start-up (instrumentation-node.ts) otherwise starts the worker on this thread: as it does in
// development, and on the embedded database, which is one session of this thread's own.
const deliveryBundle = threadBundle(DELIVERY_THREAD_FILE, 'lead delivery shares');
const deliveryThread = deliveryBundle ? startDeliveryThread(deliveryBundle) : undefined;

// Brotli for the prerendered pages and the client's files, compressed when the site was built.
const precompressed = args.dev ? new Map() : loadPrecompressed(distDir);

const { default: next } = await import('next');
// Next.js writes a loopback address as 'localhost' in the URLs proxy.ts builds, and answers a
// rewrite to a URL of an origin other than its own through an HTTP proxy: told 127.0.0.1, it would
// send every search rewritten to /bots/search (proxy.ts) back to itself over a second connection.
const nextHostname = LOOPBACK.includes(hostname) || hostname === '::1' ? 'localhost' : hostname;
const app = next({ dev: args.dev, dir, hostname: nextHostname, port });
await app.prepare();
const handle = app.getRequestHandler();

// On PostgreSQL the demo's messages are answered in a thread of their own too (lib/demo/thread.mjs):
// 50 live conversations read about 1,500 model tokens a second, which took a fifth of this
// thread's time from the pages and forms (docs/performance.md). Started once Next.js has read
// the environment's files: the thread takes this process's environment as it is now.
const demoBundle = threadBundle(DEMO_THREAD_FILE, "the demo's replies share");
const demoThread = demoBundle ? startDemoThread(demoBundle) : undefined;

const hosts = allowedHosts({
  siteUrl: process.env.SITE_URL,
  allowedHosts: process.env.ALLOWED_HOSTS,
});

/** A client that goes away is not an error of the site's. */
const ignore = () => {};

/** When /readyz was last asked: a balancer that asks it routes by it (see `stop` below). */
let readinessAskedAt = -Infinity;
/** Answers under way; once the server is closing, each one still to start says `Connection: close`. */
const answering = new Set();
let closing = false;

const server = http.createServer(TIMEOUTS, (request, response) => {
  answering.add(response);
  if (closing) response.setHeader('Connection', 'close');
  // Next.js swaps a posted request's stream state, listeners included, for the copy of the body it
  // read for proxy.ts (replaceRequestBody, next/dist/server/body-streams.js): its own 'error'
  // listener goes with them. When the connection then closes before the answer is sent (bad bytes
  // after the body, a client gone), Node destroys the request with 'aborted', and with no listener
  // that is an uncaughtException. The response closes after any swap and before Node emits it.
  response.once('close', () => {
    answering.delete(response);
    request.on('error', ignore);
  });
  const refused = refusal(request, hosts);
  if (refused) {
    refuse(request, response, refused);
    return;
  }
  // The path as Next.js routes it, for every check below to read; and a target written as a URL:
  // Next.js reads a path, and the host is the one the URL names.
  const target = requestTarget(request.url ?? '/');
  if (target) request.url = target.path;
  if (target?.host) request.headers.host = target.host;
  // No page has an encoded path: the not-found page answers it, under its own policy.
  const [path = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
  if (isEncodedPath(path))
    request.url = query === undefined ? NOT_FOUND_ROUTE : `${NOT_FOUND_ROUTE}?${query}`;
  const origin = originForPost(request);
  if (origin) request.headers.origin = origin;
  if (/^\/readyz(?:\?|$)/.test(request.url ?? '')) readinessAskedAt = performance.now();
  delete request.headers[PEER_ADDRESS_HEADER];
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const peer = request.socket.remoteAddress;
  if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
  if (demoThread && request.method === 'POST' && path === DEMO_REPLY_PATH) {
    demoThread.serve(request, response);
    return;
  }
  servePrecompressed(request, response, precompressed);
  handle(request, response);
});
server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;
// CONNECT asks a server to be a proxy; this one is not.
server.on('connect', (_request, socket) => {
  socket.end(rawAnswer(405, 'Method Not Allowed', { Allow: 'GET, HEAD, POST' }));
});
/**
 * What Node.js answers a request it cannot take (headers too large or late, a body too slow,
 * bytes that are not HTTP), as its own handler does, with the security headers every answer
 * carries: Node's has none. Nothing when an answer has begun, or the client is gone.
 */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  const inFlight = /** @type {{ _httpMessage?: { headersSent: boolean } }} */ (socket)._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
    socket.write(rawAnswer(status, reason));
  }
  socket.destroy(error);
});

// The first visitors meet the routes' code loaded and the pool's connections open: the server
// answers a few requests of its own on loopback before it opens the site's port. Not in
// development, which compiles each route when it is first asked for.
if (!args.dev) {
  const warmedMs = await warmUp(server, warmUpRequests(distDir));
  // Those were not a balancer asking.
  readinessAskedAt = -Infinity;
  console.log(`Warmed up in ${Math.round(warmedMs)} ms`);
}

// A port another process holds (a second server started beside the first) is the end of this
// one: without a listener the error was an uncaught exception, and the process, its threads
// running, stayed up serving nothing.
server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(`Cannot serve on ${hostname}:${port}: ${error.code ?? error.message}.`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(
    `BotBazaar ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});

/**
 * Stopping, on SIGTERM (an orchestrator, a rolling restart) or SIGINT (Ctrl-C), so that a restart
 * behind a load balancer fails no request and loses no lead (docs/deploy.md#stopping):
 *   1. /readyz answers 503 (lib/http/shutdown.mjs). If a balancer asked it within the last
 *      `watchedMs`, everything is still served for `drainMs`, while the balancer reads the 503 and
 *      stops sending here (deploy/haproxy.cfg: two checks, under 4 s even at full load). With no
 *      balancer watching, there is nobody to wait for.
 *   2. No new connections; idle ones are closed, and every answer not yet started says
 *      `Connection: close`, so that the requests under way finish and their connections end. A
 *      demo's live reply under way ends at once with the recorded sample's answer (lib/demo/live.ts).
 *   3. The lead-delivery worker finishes its sends under way, and hands back at once the rows it
 *      claimed and has not sent (lib/delivery/worker.ts), for another instance to send.
 *   4. Exit, `exitMs` after the signal at the latest.
 * A second signal of the same kind ends the process at once.
 */
const STOPPING = { drainMs: 5_000, watchedMs: 30_000, exitMs: 10_000 };
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
let stopping = false;

async function stop(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), STOPPING.exitMs).unref();
  startStopping();
  demoThread?.tellStopping('stopping');
  const watched = performance.now() - readinessAskedAt < STOPPING.watchedMs;
  console.log(
    `${signal}: stopping` +
      (watched
        ? `, serving ${STOPPING.drainMs / 1000} s more while the balancer takes it out`
        : ''),
  );
  if (watched) await sleep(STOPPING.drainMs);
  closing = true;
  startClosing();
  demoThread?.tellStopping('closing');
  for (const response of answering) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // An answer already on its way when the server closed leaves its connection open and idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  await closed;
  clearInterval(idle);
  await Promise.all([stopDelivery(deliveryThread), demoThread?.stop()]);
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(signal));
