// @ts-check
// What a server answers once, on a loopback port of its own, before it opens the site's port
// (server.mjs). Next.js loads a route's code when the route is first asked for, and the first
// request of all sets up its request handling: after a start, the first visitors waited for that
// (the demo's first messages from 50 visitors at once: p50 about 1 s before the model was asked,
// against 0.35 s a moment later; docs/performance.md, "The server's start"). Each request below
// changes nothing: the readiness check reads, and an empty demo message is refused before the
// database, and so is an empty order.
import { actionManifestFile, buildActions } from './action-manifest.mjs';

/**
 * @typedef {{ method: 'GET' | 'POST', path: string, form?: Record<string, string>, action?: string }} WarmUpRequest
 * `action`: the id of the server action the post calls, as the browser's script calls it.
 */

/** @type {WarmUpRequest[]} */
export const WARM_UP_REQUESTS = [
  // Request handling, proxy.ts, a route handler, and the database's pool (app/readyz).
  { method: 'GET', path: '/readyz' },
  // The demo's route: its module, the model's SDK it imports, a form's parsing (app/demo/reply).
  { method: 'POST', path: '/demo/reply', form: { page: '/', message: '' } },
  // A prerendered page, as most visitors' first request is.
  { method: 'GET', path: '/' },
];

/** The action a visitor's first order calls, as the build's manifest names it. */
const ORDER_ACTION = { exportedName: 'submitOrder', filename: 'lib/actions/order.ts' };

/**
 * WARM_UP_REQUESTS, then an empty order posted to the order action of the build in `distDir`:
 * refused by the form's schema before anything is written, it loads the code that the four lead
 * forms' actions share, which the first lead after a start otherwise waited for, whichever form
 * (61 to 92 ms, against 9 to 20 ms for the next ones; docs/performance.md, "The first lead after
 * a start"). An action's id changes with every build, so it is read from the build's manifest;
 * without it, that post is logged and left out.
 *
 * @param {string} distDir
 * @returns {WarmUpRequest[]}
 */
export function warmUpRequests(distDir) {
  const manifestFile = actionManifestFile(distDir);
  /** @type {string | undefined} */
  let action;
  try {
    action = buildActions(distDir).find(
      ({ exportedName, filename }) =>
        exportedName === ORDER_ACTION.exportedName && filename === ORDER_ACTION.filename,
    )?.id;
  } catch (error) {
    console.warn(`Warm-up: ${manifestFile} cannot be read (${String(error)}); no order posted.`);
    return WARM_UP_REQUESTS;
  }
  if (!action) {
    console.warn(
      `Warm-up: ${manifestFile} names no ${ORDER_ACTION.exportedName}; no order posted.`,
    );
    return WARM_UP_REQUESTS;
  }
  // The arguments the order form's script sends, `(previousState, formData)`, with no field.
  const form = { 0: '[{"status":"idle"},"$K1"]' };
  return [...WARM_UP_REQUESTS, { method: 'POST', path: '/bots/finance', form, action }];
}

/** Long enough for a database that is slow to answer; the server opens its port regardless. */
const TIMEOUT_MS = 10_000;

/**
 * Answers `requests` (by default WARM_UP_REQUESTS) on 127.0.0.1 at a free port, then closes that
 * port: the caller then listens where visitors reach it. A request that fails or times out is logged and skipped, as is
 * the whole warm-up without a loopback port: a server that cannot warm up still serves, as it
 * did before. Resolves to the milliseconds it took.
 *
 * @param {import('node:http').Server} server
 * @param {WarmUpRequest[]} [requests]
 */
export async function warmUp(server, requests = WARM_UP_REQUESTS) {
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
  const origin = `http://127.0.0.1:${port}`;
  for (const { method, path: target, form, action } of requests) {
    let body;
    if (form) {
      body = new FormData();
      for (const [name, value] of Object.entries(form)) body.set(name, value);
    }
    let outcome;
    try {
      const response = await fetch(`${origin}${target}`, {
        method,
        body,
        headers: action
          ? { 'Next-Action': action, Accept: 'text/x-component', Origin: origin }
          : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) outcome = `answered ${response.status}`;
    } catch (error) {
      outcome = `failed (${String(error)})`;
    }
    if (outcome) console.warn(`Warm-up: ${method} ${target} ${outcome}; serving regardless.`);
  }
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  return performance.now() - started;
}
