// @ts-check
// How server.mjs answers a request that lib/http/request-gate.mjs refuses. Plain JavaScript, as
// server.mjs is; tested in tests/unit/refuse.test.ts and tests/e2e/oversized-posts.spec.ts.

import { OWN_ANSWER_HEADERS } from './response-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./request-gate.mjs').Refusal} Refusal */

/**
 * How much of a refused request's body is read and thrown away, and for how long, before its
 * connection is dropped. A form a browser posts here is at most Next.js's own 1 MB action limit;
 * 10 s lets it arrive over a slow uplink (about 1 Mbit/s). A client sending more, or slower, is
 * cut off, so a refused upload can hold a connection no longer than this.
 */
export const LINGER = { bytes: 4 * 1024 * 1024, ms: 10_000 };

/** @param {IncomingMessage} request */
const hasBody = ({ headers }) =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * Answers a refusal. A request with no body keeps its connection. One with a body, which may
 * still be on its way (a 413's surely is), is answered at once with `Connection: close`, and the
 * connection is closed only once the rest of the body has been read and discarded: closing it
 * under a client still sending would reset it, and the client, which may read only once it has
 * sent everything (as browsers can), would never see the answer. This is nginx's "lingering
 * close" (RFC 9112 §9.6), bounded by `limits`; past them the connection is dropped.
 *
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {Refusal} refusal
 * @param {{ bytes: number, ms: number }} [limits]
 */
export function refuse(request, response, { status, message, allow }, limits = LINGER) {
  const body = Buffer.from(message, 'utf8');
  const headers = {
    ...OWN_ANSWER_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    ...(allow && { Allow: allow }),
  };
  if (!hasBody(request)) {
    response.writeHead(status, headers);
    response.end(body);
    return;
  }
  response.writeHead(status, { ...headers, Connection: 'close' });
  // The whole answer goes out now; the response ends, and Node closes the connection, later.
  response.write(body);
  endAfterBody(request, response, limits);
}

/**
 * Ends an answer given before its request's body was all read (sent with `Connection: close`)
 * once the rest has been read and thrown away, or drops the connection past `limits`: the
 * lingering close above. The demo thread's answers use it too (lib/demo/thread.mjs), whose 413
 * came before the body's end, which was then read at full speed until the request's timeout.
 *
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {{ bytes: number, ms: number }} [limits]
 */
export function endAfterBody(request, response, limits = LINGER) {
  const socket = request.socket;
  const drop = () => socket.destroy();
  const timer = setTimeout(drop, limits.ms);
  response.once('close', () => clearTimeout(timer));
  let read = 0;
  request.on('data', (/** @type {Buffer} */ chunk) => {
    read += chunk.length;
    if (read > limits.bytes) drop();
  });
  request.once('end', () => response.end());
  // A client that goes away mid-body is not an error of the site's.
  request.on('error', () => {});
}
