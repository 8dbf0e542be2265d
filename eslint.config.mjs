import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers, each importing only from those below it (docs/architecture.md#layers):
 * content/ -> lib/schemas/ and lib/env.ts -> db/ -> lib/ -> components/ -> app/.
 * `no-restricted-imports` per folder names what each may not reach; the later, narrower entry
 * wins for a file that two match (lib/schemas/ is in lib/ too).
 */
const LAYERS = 'docs/architecture.md#layers';
const above = {
  app: {
    group: ['@/app/*'],
    message: `app/ is the top layer: nothing imports a route (${LAYERS}).`,
  },
  components: {
    group: ['@/components/*'],
    message: `components/ are above this layer (${LAYERS}).`,
  },
  db: { group: ['@/db/*'], message: `db/ is above this layer (${LAYERS}).` },
  lib: {
    group: ['@/lib/*', '!@/lib/schemas', '!@/lib/schemas/*', '!@/lib/env'],
    message: `lib/, but for lib/schemas/ and lib/env.ts, is above this layer (${LAYERS}).`,
  },
  leaves: {
    group: ['@/lib/schemas/*', '@/lib/env'],
    message: `lib/schemas/ and lib/env.ts are above content/ (${LAYERS}).`,
  },
};
const noDatabase = {
  group: ['@/db/*'],
  message: `A component reaches the database through lib/ only (${LAYERS}).`,
};
const layer = (files, ...forbidden) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: forbidden }] },
});

const config = [
  ...next,
  ...nextTs,
  layer(['components/**'], above.app, noDatabase),
  layer(['lib/**'], above.app, above.components),
  layer(['db/**'], above.app, above.components, above.lib),
  layer(['lib/schemas/**', 'lib/env.ts'], above.app, above.components, above.db, above.lib),
  layer(['content/**'], above.app, above.components, above.db, above.lib, above.leaves),
  {
    rules: {
      // Destructuring a field away to compare the rest is a common, intended pattern.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      // Every page is prerendered and static, so a plain <a> loads it in one request from the
      // CDN; next/link would add ~3 KiB gzip to every page and prefetch each link in view
      // (docs/performance.md, 'What a page ships').
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'db/migrations/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];
export default config;
