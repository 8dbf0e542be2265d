import type { NextConfig } from 'next';
import { ACTION_BODY_LIMIT_BYTES, SECURITY_HEADERS } from './lib/security-headers';

const nextConfig: NextConfig = {
  // Lets two servers (say, a dev server beside a test build) work in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
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

export default nextConfig;
