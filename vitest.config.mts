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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
