// Paths the build did not list, for every route with a dynamic segment: a stranger can make up
// as many as they like, so each must be answered from what the build made (its 404 page), never
// rendered on demand, and leave nothing behind in the build folder (Next.js keeps what it renders
// under <build>/server/route-cache/). The routes are read from the build itself, so a route added
// later is covered without a change here. Part of the catalogue of ./hostile.ts.
import fs from 'node:fs';
import path from 'node:path';

/** A value no page lists; each path gets its own, so a file named after it is found. */
const MADE_UP = 'made-up-7q';

/**
 * Values for one dynamic segment: a plain made-up one, an encoded traversal that decodes to a
 * slug holding `../`, and encoded dots inside a slug. A bare `%2e%2e` segment is not one of them:
 * browsers and Next.js resolve it as `..`, so `/bots/%2e%2e/opengraph-image` is the site's own
 * `/opengraph-image`, drawn at build time.
 */
const VALUES = (n: number) => [
  `${MADE_UP}-${n}`,
  `%2e%2e%2f${MADE_UP}-${n}t`,
  `${MADE_UP}-${n}d%2e%2e`,
];

/** The build's routes (`/bots/[slug]/opengraph-image`), from the manifest `next build` writes. */
function routesOf(dir: string): string[] {
  const manifest = path.join(dir, 'app-path-routes-manifest.json');
  return Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>);
}

/**
 * Every route of the build in `dir` with a dynamic segment, each segment given made-up values:
 * a path per value. The desk's routes are left to ./hostile-desk.ts, which asks them as a
 * stranger with the desk on.
 */
export function madeUpPaths(dir: string): string[] {
  const paths: string[] = [];
  let n = 0;
  for (const route of routesOf(dir)) {
    if (!route.includes('[') || route.startsWith('/desk')) continue;
    for (const value of VALUES((n += 1))) {
      paths.push(route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, value));
    }
  }
  return paths;
}

/** The files under the build folder whose path names a made-up value. */
export function filesMadeUp(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.includes(MADE_UP));
}
