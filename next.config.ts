import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { exampleFields } from './content/identity-check';
import { BODY_LIMIT_BYTES } from './lib/http/request-gate.mjs';
import { SECURITY_HEADERS } from './lib/http/response-headers.mjs';

const nextConfig: NextConfig = {
  // Lets two servers (say, a dev server beside a test build) work in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The server's own folder for the container image, <distDir>/standalone: the files it loads,
  // traced, rather than every dependency (completed by scripts/standalone.mjs).
  output: 'standalone',
  // sharp resizes images for /_next/image, which this site does not use (images.unoptimized):
  // traced, its glibc and musl builds would weigh 37 MB.
  outputFileTracingExcludes: { '**': ['**/node_modules/sharp/**', '**/node_modules/@img/**'] },
  poweredByHeader: false,
  // The site's images are local files sized for their place (its one next/image is the founders'
  // portraits): no optimiser, so /_next/image resizes nothing for anyone, and logs no refusals.
  images: { unoptimized: true },
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time. The demo's
  // model client (openai, server-only) is loaded from node_modules rather than bundled: its
  // hundreds of modules, counted into the build, made Turbopack's module ids a digit longer in
  // every page's scripts (+0.5 KiB gzip on each; docs/performance.md).
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'openai'],
  experimental: {
    // Server actions keep Next's own body limit (1 MB) as an outer bound: proxy.ts refuses a
    // post over the forms' derived limit (lib/http/body-limit.ts) before Next reads it.
    // What Next keeps of a body for proxy.ts and then the route: twice that limit, so proxy.ts
    // still sees a chunked body is too large (Next drops the chunk that crosses this, and what
    // follows), and no route ever gets 10 MB, Next's default, to parse.
    proxyClientMaxBodySize: 2 * BODY_LIMIT_BYTES,

    // Redirect sources match without regard to case by default, which would send /ourTeam to itself.
    caseSensitiveRoutes: true,
  },
  // The original footer links to /OurTeam; the page lives at /ourTeam. A redirect rather than a
  // second folder: two folders differing only in case cannot coexist on macOS or Windows disks.
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
  async redirects() {
    return [{ source: '/OurTeam', destination: '/ourTeam', permanent: true }];
  },
};

/**
 * A production build of the example operator's site says so, once (the build's workers load
 * this file too, with the flag set): the identity to replace is in content/site.ts.
 */
function warnOfExampleIdentity() {
  if (process.env.BOTBAZAAR_IDENTITY_CHECKED) return;
  process.env.BOTBAZAAR_IDENTITY_CHECKED = '1';
  const fields = exampleFields();
  if (fields.length === 0) return;
  console.warn(
    `\u26a0 content/site.ts still holds the example identity (${fields.join(', ')}): replace it with your own before you go live (docs/make-it-yours.md).`,
  );
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) warnOfExampleIdentity();
  return nextConfig;
}
