// After `next build`: hash every inline script of the prerendered pages, so the server can send
// a Content-Security-Policy without 'unsafe-inline' while the pages stay static (a nonce would
// force every page to render per request). Writes <distDir>/csp-hashes.json, read by proxy.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
// Inline scripts only; JSON-LD blocks are data that browsers never run, so CSP ignores them.
const INLINE_SCRIPT =
  /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/gi;

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The path a prerendered file is served at: app/bots/finance.html -> /bots/finance. */
function routeOf(file) {
  const route = path
    .relative(appDir, file)
    .replace(/\.html$/, '')
    .split(path.sep)
    .join('/');
  return route === 'index' ? '/' : `/${route}`;
}

function scriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

// One small policy per page rather than one list for all: the header stays a few hundred bytes.
const routes = {};
for (const file of htmlFiles(appDir))
  routes[routeOf(file)] = scriptHashes(fs.readFileSync(file, 'utf8'));

const out = path.join(distDir, 'csp-hashes.json');
fs.writeFileSync(out, JSON.stringify(routes, null, 2));
console.log(
  `CSP: inline script hashes for ${Object.keys(routes).length} prerendered pages -> ${out}`,
);
