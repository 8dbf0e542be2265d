// @ts-check
// Brotli, compressed once at build time, for what never changes between two requests: the
// prerendered pages and the client's scripts and styles. Plain JavaScript, as server.mjs is;
// scripts/precompress.mjs writes the files, tests/unit/precompressed.test.ts and
// tests/e2e/compression.spec.ts test them (docs/performance.md, "Brotli").
//
// Next.js compresses with gzip only, as it answers. Brotli at its highest quality makes a page's
// HTML a quarter smaller than that gzip (/restaurant 18.3 → 13.2 KB): small enough for a phone's
// first TCP round trip (about 14.6 KB). That quality costs 0.1 s of CPU for one page, so it is
// spent once, at build time; what is rendered per request stays Next's gzip.
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The build's folder of compressed files, and the manifest that names them. */
export const PRECOMPRESSED_DIR = 'precompressed';
export const PRECOMPRESSED_MANIFEST = 'manifest.json';

/**
 * One file the server answers with, as the build compressed it. `etag` (a prerendered page's):
 * the ETag Next.js gives its HTML, which is how the server knows Next is sending that file and
 * not another answer at the same path (a rewrite, an error). `size`: the file's own bytes.
 *
 * @typedef {{ file: string, size: number, etag?: string }} ManifestEntry
 * @typedef {{ body: Buffer, size: number, etag?: string }} Precompressed
 * @typedef {Map<string, Precompressed>} PrecompressedFiles
 */

/**
 * The build's compressed files by the path they are served at, read into memory (about 1 MB);
 * empty for a build without them (`next dev`, or `next build` alone), which is then served as
 * Next.js serves it.
 *
 * @param {string} distDir
 * @returns {PrecompressedFiles}
 */
export function loadPrecompressed(distDir) {
  const dir = path.join(distDir, PRECOMPRESSED_DIR);
  const manifest = path.join(dir, PRECOMPRESSED_MANIFEST);
  /** @type {PrecompressedFiles} */
  const files = new Map();
  if (!fs.existsSync(manifest)) return files;
  /** @type {Record<string, ManifestEntry>} */
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  for (const [route, { file, size, etag }] of Object.entries(entries)) {
    files.set(route, { body: fs.readFileSync(path.join(dir, file)), size, etag });
  }
  return files;
}

/**
 * Whether an Accept-Encoding header accepts Brotli (RFC 9110 §12.5.3): `br` with a weight above
 * zero, or no `br` and a `*` above zero. Absent, it asks for no coding.
 *
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  if (!header) return false;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q ? Number(q.slice(q.indexOf('=') + 1).trim()) : 1;
    weights.set(coding.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = weights.get('br') ?? weights.get('*') ?? 0;
  return weight > 0;
}

/**
 * Answers a request for one of `files` with its Brotli, when the client accepts it: Next.js
 * still handles the request (its headers, the page's Content-Security-Policy, a 304 for a
 * matching If-None-Match), asked for no coding, and its body is replaced by the compressed file
 * as its headers go out, provided they say it is that file: 200, and for a page, the page's
 * ETag. Anything else there (a 304, an error) passes as Next.js sends it, uncompressed: a page
 * regenerated while the site runs would be too, but this site's prerendered pages never are.
 *
 * Only a path without a query, and no range: a page's query can make another answer (a search,
 * /bots?q=), which Next.js, asked for its usual coding, compresses itself.
 *
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {PrecompressedFiles} files
 */
export function servePrecompressed(request, response, files) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const file = files.get(request.url ?? '');
  if (!file || request.headers.range || request.headers.rsc) return;
  if (!acceptsBrotli(request.headers['accept-encoding'])) return;
  request.headers['accept-encoding'] = 'identity';

  const { writeHead, write, end } = response;
  let swapped = false;
  const isFile = () => {
    if (response.statusCode !== 200 || response.getHeader('content-encoding')) return false;
    const length = response.getHeader('content-length');
    if (length !== undefined && Number(length) !== file.size) return false;
    return file.etag === undefined || response.getHeader('etag') === file.etag;
  };

  /** @type {any} */ (response).writeHead = function (
    /** @type {number} */ status,
    /** @type {any[]} */ ...rest
  ) {
    // Headers given here count as if set before: they say what the answer is.
    const given = rest.at(-1);
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      rest.pop();
      for (const [name, value] of Object.entries(given)) {
        if (value !== undefined) response.setHeader(name, value);
      }
    }
    response.statusCode = status;
    if (isFile()) {
      swapped = true;
      response.setHeader('Content-Encoding', 'br');
      response.setHeader('Content-Length', String(file.body.length));
      response.removeHeader('Transfer-Encoding');
      // Ranges of the file would be ranges of its compressed bytes: none are offered.
      response.removeHeader('Accept-Ranges');
      const vary = String(response.getHeader('vary') ?? '');
      if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) {
        response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
    }
    return writeHead.call(response, status, ...rest);
  };
  // Next's own bytes of the file are dropped; the compressed file goes out at the end instead.
  /** @type {any} */ (response).write = function (/** @type {any[]} */ ...args) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!swapped) return write.apply(response, /** @type {any} */ (args));
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  };
  /** @type {any} */ (response).end = function (/** @type {any[]} */ ...args) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!swapped) return end.apply(response, /** @type {any} */ (args));
    const callback = args.filter((arg) => typeof arg === 'function');
    const body = request.method === 'HEAD' ? [] : [file.body];
    return end.apply(response, /** @type {any} */ ([...body, ...callback]));
  };
}
