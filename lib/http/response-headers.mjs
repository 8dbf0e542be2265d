// @ts-check
// The security headers every response carries: Next.js sends them with each of its answers
// (next.config.ts), and server.mjs with each it writes itself (lib/http/refuse.mjs). Plain
// JavaScript, as server.mjs is. The Content-Security-Policy is per route: lib/http/security-headers.ts.

/** @type {readonly { key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * The headers of an answer server.mjs writes itself, before Next.js, as an object for
 * `writeHead`: the security headers, and a policy for plain text, never a page, so nothing in it
 * may load or run, nor be framed.
 * @type {Readonly<Record<string, string>>}
 */
export const OWN_ANSWER_HEADERS = Object.freeze({
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
});

/**
 * A whole HTTP/1.1 answer as bytes, for a socket no response object writes to (CONNECT, a request
 * Node could not parse): the status, the headers above, `Connection: close` and a plain-text body.
 * @param {number} status
 * @param {string} reason the status line's reason phrase
 * @param {Record<string, string>} [extra] more headers (`Allow`)
 */
export function rawAnswer(status, reason, extra = {}) {
  const body = `${reason}\n`;
  const headers = {
    ...OWN_ANSWER_HEADERS,
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
