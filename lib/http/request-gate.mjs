// @ts-check
// What server.mjs refuses before Next.js sees a request: requests Next would answer with a 500
// (a target that is not a path, an unsupported method, a path that is not valid percent-encoding,
// a form posted from another site or with an Origin it cannot parse), a Host that is not one,
// form posts to a host that is not the site's own, and bodies larger than any form.
// Plain JavaScript, as server.mjs is; unit-tested in tests/unit/request-gate.test.ts.
import net from 'node:net';

/** @typedef {{ status: 400 | 403 | 405 | 413, message: string, allow?: string }} Refusal */

/**
 * The header in which server.mjs hands the app the connection's own address, after dropping any
 * copy the client sent (read by lib/submission/client-address.ts).
 */
export const PEER_ADDRESS_HEADER = 'x-botbazaar-peer-address';

/**
 * The header in which the desk's sign-in endpoints hand Better Auth the client its limits count
 * (lib/desk/auth-routes.ts): the address the form limits count, TRUST_PROXY read. server.mjs
 * drops any copy a client sends, and the endpoints write their own over whatever is left.
 */
export const CLIENT_ADDRESS_HEADER = 'x-botbazaar-client-address';

/**
 * The desk's session endpoints, which are not forms: Better Auth's (lib/auth.ts), whose passkey
 * calls post JSON, and sign-out (app/desk/sign-out), a post with nothing in it.
 */
const isDeskSessionPath = (/** @type {string} */ path) =>
  path.startsWith('/desk/api/auth/') || path === '/desk/sign-out';

/** Pages take their forms' posts (every page has the newsletter form in its footer). */
const PAGE_METHODS = 'GET, HEAD, POST';
/** Files (the sitemap, robots.txt, icons, Open Graph images, the build's assets) are read only. */
const FILE_METHODS = 'GET, HEAD';
/**
 * This machine's names, as a URL's hostname writes them. Always among the hosts a post is taken
 * for: only a client on this machine (a reverse proxy, a test) sends them, never a page a
 * visitor's browser was tricked into (DNS rebinding).
 */
export const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * ACTION_BODY_LIMIT_BYTES of lib/http/body-limit.ts, which this file cannot import (TypeScript,
 * derived from the forms' zod schemas); tests/unit/request-gate.test.ts holds the two equal.
 * Checked here because Next.js sends proxy.ts's answer only once the whole body has arrived.
 */
export const BODY_LIMIT_BYTES = 115_712;

/** @type {Refusal} */
const BAD_TARGET = { status: 400, message: 'Bad request: the address is not valid' };
/** @type {Refusal} */
const BAD_HOST = { status: 400, message: 'Bad request: the Host header is not valid' };

/**
 * The host names a form may be posted to: SITE_URL's, each of ALLOWED_HOSTS (comma-separated
 * names, a port allowed), and loopback.
 * @param {{ siteUrl?: string, allowedHosts?: string }} settings
 * @returns {Set<string>}
 */
export function allowedHosts({ siteUrl, allowedHosts: list }) {
  const names = (list ?? '').split(',').flatMap((entry) => hostname(entry.trim()) ?? []);
  if (siteUrl) names.push(new URL(siteUrl).hostname.toLowerCase());
  return new Set([...names, ...LOOPBACK]);
}

/**
 * A host as HTTP writes one (RFC 9110 §7.2: a name or an IP literal, then an optional port),
 * its name limited to the characters of DNS and container names. URL parsing reads other
 * values as some other host (`evil@localhost` and `localhost#.evil` as localhost).
 */
const HOST = /^(?:\[([0-9a-f:.]+)\]|[a-z0-9._-]+)(?::([0-9]{1,5}))?$/i;

/**
 * The name a Host value gives, lower-cased and without its port, or null when it is not one.
 * @param {string} host
 */
function hostname(host) {
  const match = HOST.exec(host);
  if (!match) return null;
  const [, ip, port = '0'] = match;
  if ((ip !== undefined && !net.isIPv6(ip)) || Number(port) > 65_535) return null;
  try {
    // The name as Next.js and browsers compare it: 0:0::1 is [::1].
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** `http://host[:port]` then the path and query, as a proxy writes a request's target. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/i;

/** A `.` or `..` segment, or a fragment: what a browser never sends, and Next.js resolves. */
const UNRESOLVED = /(?:^|\/)\.\.?(?:\/|$)|#/;

/**
 * A path as Next.js routes it: `/demo/./reply`, `/x/../demo/reply` and `/demo/reply#x` are all
 * `/demo/reply` to it. Every check of the site's own reads the path so (the request gate, which
 * posts go to the demo thread, the precompressed files), or each would judge another path than
 * the one Next.js answers. A path with percent-encoded characters is left as it is: no page has
 * one (isEncodedPath).
 * @param {string} url a path, its query after it
 */
function resolved(url) {
  const [path = '/', query] = url.split(/\?(.*)/s);
  if (path.includes('%') || !UNRESOLVED.test(path)) return url;
  const routed = new URL(path, 'http://localhost').pathname;
  return query === undefined ? routed : `${routed}?${query}`;
}

/**
 * The request's target as Next.js reads it, a path (origin-form) resolved as it routes it, with
 * the host it names when the client wrote it as a URL (absolute-form): HTTP/1.1 has servers
 * accept that, and take the host from it rather than from Host (RFC 9112 §3.2.2). Next.js cannot
 * parse it (a 500) and echoes it in a redirect (an open redirect). Null for any other target (`*`,
 * `http://`, `bots`).
 * @param {string} url
 * @returns {{ path: string, host?: string } | null}
 */
export function requestTarget(url) {
  if (url.startsWith('/')) return { path: resolved(url) };
  const [, authority = '', rest = ''] = ABSOLUTE_FORM.exec(url) ?? [];
  if (hostname(authority) === null) return null;
  return { path: resolved(rest.startsWith('/') ? rest : `/${rest}`), host: authority };
}

/** The route of the not-found page, which answers any path no page has. */
export const NOT_FOUND_ROUTE = '/_not-found';

/**
 * Whether a path holds percent-encoded characters, which none of the site's pages has (their
 * paths are letters, digits, `-` and `/`; only the build's files under /_next/ are encoded, as in
 * `%5Bslug%5D`). Next.js decodes such a path in some of its steps and not in others:
 * `/desk%2Fspam`, `/%64esk` and `/%5Bindustry%5D` went round its router until it gave up with a
 * 500, logging the whole address each time. server.mjs hands such a path to NOT_FOUND_ROUTE.
 * @param {string} path without its query
 */
export function isEncodedPath(path) {
  return path.includes('%') && !path.startsWith('/_next/');
}

/** @param {string} path */
const isFile = (path) => path.startsWith('/_next/') || /\.[a-z0-9]+$|opengraph-image$/i.test(path);

/**
 * Why this request is refused, or null to pass it on.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {Set<string>} hosts what allowedHosts() returned
 * @returns {Refusal | null}
 */
export function refusal({ method = 'GET', url = '/', headers }, hosts) {
  const target = requestTarget(url);
  if (!target) {
    // `OPTIONS *` asks what the server as a whole takes.
    if (method === 'OPTIONS' && url === '*') {
      return { status: 405, message: 'Method not allowed', allow: PAGE_METHODS };
    }
    return BAD_TARGET;
  }
  const header = (/** @type {string} */ name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const host = target.host ?? header('host');
  if (host !== undefined && hostname(host) === null) return BAD_HOST;
  const path = target.path.split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
  } catch {
    return BAD_TARGET;
  }
  const allow = isFile(path) ? FILE_METHODS : PAGE_METHODS;
  if (!allow.split(', ').includes(method)) {
    return { status: 405, message: 'Method not allowed', allow };
  }
  if (method !== 'POST') return null;

  // A form post: only for the site's own host, and only from the page it serves there.
  const forwardedHost = header('x-forwarded-host');
  for (const name of [host, forwardedHost]) {
    if (name === undefined) continue;
    const named = hostname(name);
    if (named === null) return BAD_HOST;
    if (!hosts.has(named)) {
      return { status: 403, message: 'Forbidden: this site does not answer for that host' };
    }
  }
  // Next.js runs an action called from JavaScript (a Next-Action header) or posted by a form,
  // always multipart; it renders a page for any other post, or refuses it with a 405 or a 500.
  // It tells multipart by a case-sensitive prefix: MULTIPART/FORM-DATA gets a page's 405.
  const multipart = (header('content-type') ?? '').startsWith('multipart/form-data');
  if (header('next-action') === undefined && !multipart && !isDeskSessionPath(path)) {
    return { status: 400, message: 'Bad request: only the forms of this site can be posted here' };
  }
  if (Number(header('content-length') ?? 0) > BODY_LIMIT_BYTES) {
    return { status: 413, message: 'Request body too large' };
  }
  const origin = header('origin');
  if (origin === undefined) return null;
  if (origin === 'null') return { status: 403, message: 'Forbidden: a form of another site' };
  let from;
  try {
    from = new URL(origin);
  } catch {
    return { status: 400, message: 'Bad request: the Origin header is not valid' };
  }
  if (!from.host || from.origin === 'null') {
    return { status: 400, message: 'Bad request: the Origin header is not valid' };
  }
  if (from.host.toLowerCase() !== (forwardedHost ?? host)?.toLowerCase()) {
    return { status: 403, message: 'Forbidden: a form of another site' };
  }
  return null;
}

/**
 * The Origin a post without one is given before Next.js reads it: the site's own, from the host
 * the request names (the one refusal() checked), as a browser posting the site's own form sends
 * it. A post without an Origin is not a browser's (every browser sends one with a post), so no
 * visitor's session rides on it, and refusal() lets it through; Next.js lets it through too, but
 * logs a warning for each (`Missing \`origin\` header`): a line per request anyone could send
 * without end. Undefined when the post has one, or names no host.
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {string | undefined}
 */
export function originForPost({ method = 'GET', headers }) {
  if (method !== 'POST' || headers.origin !== undefined) return undefined;
  const forwarded = headers['x-forwarded-host'];
  const host = typeof forwarded === 'string' ? forwarded : headers.host;
  return typeof host === 'string' && host ? `http://${host}` : undefined;
}
