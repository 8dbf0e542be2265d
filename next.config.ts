import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets two servers (say, a dev server beside a test build) work in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    serverActions: { bodySizeLimit: '64kb' },
  },
};

export default nextConfig;
