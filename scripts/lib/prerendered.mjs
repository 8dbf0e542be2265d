import fs from 'node:fs';
import path from 'node:path';

/** V8's explicit compile hint, which scripts/compile-hints.mjs puts atop each client chunk. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The folder of a build's prerendered app pages. */
export const prerenderedDir = (distDir) => path.join(distDir, 'server', 'app');

/** The path a prerendered file of `dir` is served at: app/bots/finance.html -> /bots/finance. */
export function routeOf(dir, file) {
  const route = path
    .relative(dir, file)
    .replace(/\.html$/, '')
    .split(path.sep)
    .join('/');
  return route === 'index' ? '/' : `/${route}`;
}

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

/**
 * Every script a page may load, at start-up or later (the order dialog's code at idle, a form's
 * when the visitor reaches it): the build's client chunks.
 */
export function clientChunkFiles(distDir) {
  const dir = path.join(distDir, 'static', 'chunks');
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .map((file) => path.join(dir, String(file)));
}
