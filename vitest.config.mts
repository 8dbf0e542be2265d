import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside a React server bundle; tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/helpers/vitest-setup.ts'],
    // The files mostly wait on their databases, servers and sockets: vitest's default (a worker
    // fewer than the cores) ran them one at a time on 2 cores, in 137 s against 65 s with 3.
    maxWorkers: Math.max(3, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
