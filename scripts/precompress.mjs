// After `next build` (and compile-hints.mjs, which changes the client chunks): Brotli at its
// highest quality, once, for every prerendered page and every client script and style sheet.
// Writes <distDir>/precompressed/, which server.mjs serves to clients that accept Brotli
// (lib/http/precompressed.mjs; docs/performance.md, "Brotli").
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { generateETag } from 'next/dist/server/lib/etag.js';
import { PRECOMPRESSED_DIR, PRECOMPRESSED_MANIFEST } from '../lib/http/precompressed.mjs';
import { prerenderedDir, prerenderedHtmlFiles, routeOf } from './lib/prerendered.mjs';

const brotli = promisify(zlib.brotliCompress);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const out = path.join(distDir, PRECOMPRESSED_DIR);

/** @type {{ route: string, file: string, page?: boolean }[]} */
const sources = [];
const appDir = prerenderedDir(distDir);
for (const file of prerenderedHtmlFiles(appDir)) {
  const route = routeOf(appDir, file);
  // The error pages answer with 404 and 500, never 200: Next.js compresses them as it sends them.
  if (route.startsWith('/_')) continue;
  sources.push({ route, file, page: true });
}
const staticDir = path.join(distDir, 'static');
for (const name of fs.readdirSync(staticDir, { recursive: true })) {
  const file = path.join(staticDir, String(name));
  if (!/\.(?:js|css)$/.test(file)) continue;
  const route = `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}`;
  sources.push({ route, file });
}
sources.sort((a, b) => a.route.localeCompare(b.route));

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
/** @type {Record<string, import('../lib/http/precompressed.mjs').ManifestEntry>} */
const manifest = {};
let before = 0;
let after = 0;
// In Node's thread pool, several at once.
await Promise.all(
  sources.map(async ({ route, file, page }, index) => {
    const bytes = fs.readFileSync(file);
    // Next.js sends a prerendered page with this ETag, made from its HTML.
    const etag = page ? generateETag(bytes.toString('utf8')) : undefined;
    const compressed = await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const name = `${index}.br`;
    fs.writeFileSync(path.join(out, name), compressed);
    manifest[route] = { file: name, size: bytes.length, ...(etag && { etag }) };
    before += zlib.gzipSync(bytes, { level: 6 }).length;
    after += compressed.length;
  }),
);
fs.writeFileSync(
  path.join(out, PRECOMPRESSED_MANIFEST),
  JSON.stringify(Object.fromEntries(Object.entries(manifest).sort()), null, 2),
);
console.log(
  `Brotli: ${sources.length} pages, scripts and style sheets -> ${out}, ` +
    `${(after / 1024).toFixed(0)} KiB against ${(before / 1024).toFixed(0)} KiB of gzip`,
);
