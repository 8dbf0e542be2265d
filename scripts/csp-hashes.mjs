// After `next build`: hash every inline script of the prerendered pages, so the server can send
// a Content-Security-Policy without 'unsafe-inline' while the pages stay static (a nonce would
// force every page to render per request). Writes <distDir>/csp-hashes.json, read by proxy.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prerenderedDir, prerenderedHtmlFiles, routeOf } from './lib/prerendered.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = prerenderedDir(distDir);
// Inline scripts only; JSON-LD blocks are data that browsers never run, so CSP ignores them.
const INLINE_SCRIPT =
  /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/gi;

function scriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

// One small policy per page rather than one list for all: the header stays a few hundred bytes.
const routes = {};
for (const file of prerenderedHtmlFiles(appDir))
  routes[routeOf(appDir, file)] = scriptHashes(fs.readFileSync(file, 'utf8'));

const out = path.join(distDir, 'csp-hashes.json');
fs.writeFileSync(out, JSON.stringify(routes, null, 2));
console.log(
  `CSP: inline script hashes for ${Object.keys(routes).length} prerendered pages -> ${out}`,
);
