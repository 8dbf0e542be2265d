// @ts-check
// What server.mjs refuses before Next.js sees a request: requests Next would answer with a 500
// (an unsupported method, a path that is not valid percent-encoding, a form posted from another
// site or with an Origin it cannot parse) and form posts to a host that is not the site's own.
// Plain JavaScript, as server.mjs is; unit-tested in tests/unit/request-gate.test.ts.

/** @typedef {{ status: 400 | 403 | 405, message: string, allow?: string }} Refusal */

/** Pages take their forms' posts (every page has the newsletter form in its footer). */
const PAGE_METHODS = 'GET, HEAD, POST';
/** Files (the sitemap, robots.txt, icons, Open Graph images, the build's assets) are read only. */
const FILE_METHODS = 'GET, HEAD';
/**
 * Always among the hosts a post is taken for: only a client on this machine (a reverse proxy,
 * a test) sends them, never a page a visitor's browser was tricked into (DNS rebinding).
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host names a form may be posted to: SITE_URL's, each of ALLOWED_HOSTS (comma-separated
 * names, a port allowed), and loopback.
 * @param {{ siteUrl?: string, allowedHosts?: string }} settings
 * @returns {Set<string>}
 */
export function allowedHosts({ siteUrl, allowedHosts: list }) {
  const names = (list ?? '')
    .split(',')
    .map((entry) => hostname(entry.trim()))
    .filter(Boolean);
  if (siteUrl) names.push(new URL(siteUrl).hostname.toLowerCase());
  return new Set([...names, ...LOOPBACK]);
}

/**
 * A Host header's name without its port, lower-cased ('' when it is not one).
 * @param {string | undefined} host
 */
function hostname(host) {
  if (!host) return '';
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
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
  const path = url.split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Bad request: the address is not valid' };
  }
  const allow = isFile(path) ? FILE_METHODS : PAGE_METHODS;
  if (!allow.split(', ').includes(method)) {
    return { status: 405, message: 'Method not allowed', allow };
  }
  if (method !== 'POST') return null;

  // A form post: only for the site's own host, and only from the page it serves there.
  const header = (/** @type {string} */ name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const host = header('x-forwarded-host') ?? header('host');
  for (const name of [header('host'), header('x-forwarded-host')]) {
    if (name !== undefined && !hosts.has(hostname(name))) {
      return { status: 403, message: 'Forbidden: this site does not answer for that host' };
    }
  }
  // Next.js runs an action called from JavaScript (a Next-Action header) or posted by a form,
  // always multipart; it renders a page for any other post, or refuses it with a 405 or a 500.
  const multipart = /^multipart\/form-data/i.test(header('content-type') ?? '');
  if (header('next-action') === undefined && !multipart) {
    return { status: 400, message: 'Bad request: only the forms of this site can be posted here' };
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
  if (from.host.toLowerCase() !== host?.toLowerCase()) {
    return { status: 403, message: 'Forbidden: a form of another site' };
  }
  return null;
}
