import fs from 'node:fs';
import path from 'node:path';

/** V8's explicit compile hint, which scripts/compile-hints.mjs puts atop each start-up chunk. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The folder of a build's prerendered app pages. */
export const prerenderedDir = (distDir) => path.join(distDir, 'server', 'app');

/** Every prerendered page of a build, as the paths of its .html files. */
export function prerenderedHtmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return prerenderedHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The scripts a page starts with: every <script src> under /_next/static, in order, once each.
 * Not the `nomodule` polyfills, which modern browsers skip.
 */
export function startupScripts(html) {
  const sources = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src || !src.startsWith('/_next/static/')) continue;
    if (/\bnomodule\b/i.test(attributes)) continue;
    const clean = src.replace(/&amp;/g, '&');
    if (!sources.includes(clean)) sources.push(clean);
  }
  return sources;
}

/** The file of each script that some prerendered page of the build starts with, once each. */
export function startupChunkFiles(distDir) {
  const sources = new Set();
  for (const file of prerenderedHtmlFiles(prerenderedDir(distDir)))
    for (const src of startupScripts(fs.readFileSync(file, 'utf8'))) sources.add(src);
  return [...sources].map((src) => path.join(distDir, src.slice('/_next/'.length).split('?')[0]));
}
