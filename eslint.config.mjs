import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
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
