// @ts-check
// What a server answers once, on a loopback port of its own, before it opens the site's port
// (server.mjs). Next.js loads a route's code when the route is first asked for, and the first
// request of all sets up its request handling: after a start, the first visitors waited for that
// (the demo's first messages from 50 visitors at once: p50 about 1 s before the model was asked,
// against 0.35 s a moment later; docs/performance.md, "The server's start"). Each request below
// changes nothing: the readiness check reads, and an empty demo message is refused before the
// database.

/** @type {{ method: 'GET' | 'POST', path: string, form?: Record<string, string> }[]} */
export const WARM_UP_REQUESTS = [
  // Request handling, proxy.ts, a route handler, and the database's pool (app/readyz).
  { method: 'GET', path: '/readyz' },
  // The demo's route: its module, the model's SDK it imports, a form's parsing (app/demo/reply).
  { method: 'POST', path: '/demo/reply', form: { page: '/', message: '' } },
  // A prerendered page, as most visitors' first request is.
  { method: 'GET', path: '/' },
];

/** Long enough for a database that is slow to answer; the server opens its port regardless. */
const TIMEOUT_MS = 10_000;

/**
 * Answers WARM_UP_REQUESTS on 127.0.0.1 at a free port, then closes that port: the caller then
 * listens where visitors reach it. A request that fails or times out is logged and skipped, as is
 * the whole warm-up without a loopback port: a server that cannot warm up still serves, as it
 * did before. Resolves to the milliseconds it took.
 *
 * @param {import('node:http').Server} server
 */
export async function warmUp(server) {
  const started = performance.now();
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
  } catch (error) {
    console.warn(`Warm-up: no loopback port (${String(error)}); serving regardless.`);
    return performance.now() - started;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  for (const { method, path, form } of WARM_UP_REQUESTS) {
    let body;
    if (form) {
      body = new FormData();
      for (const [name, value] of Object.entries(form)) body.set(name, value);
    }
    let outcome;
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) outcome = `answered ${response.status}`;
    } catch (error) {
      outcome = `failed (${String(error)})`;
    }
    if (outcome) console.warn(`Warm-up: ${method} ${path} ${outcome}; serving regardless.`);
  }
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  return performance.now() - started;
}
