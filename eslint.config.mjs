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
