import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from './tests/helpers/browser';
import { e2eDatabaseUrl } from './tests/helpers/e2e-db';

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the tests at a server already running (a dev server while working).
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${port}`;

// Without DATABASE_URL the server under test runs on a fresh embedded database of its own,
// which it serves on loopback: the tests read their rows back from there (tests/helpers/e2e-db.ts).
const serverEnv: Record<string, string> = {
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : {
        PGLITE_DIR: path.join(os.tmpdir(), `botbazaar-e2e-${process.pid}`),
        EMBEDDED_DB_PORT: new URL(e2eDatabaseUrl()).port,
      }),
  // Every test's browser connects from 127.0.0.1, one client to the rate limiter: the suite
  // sends more than a visitor's budget per minute. The limit is tested where it is set up.
  RATE_LIMIT_MAX: '1000',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // On CI also an HTML report, which .github/workflows/ci.yml keeps when a test fails.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    // Debian's Chromium: Playwright's own browser download is not reachable from these machines.
    launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalServer
    ? undefined
    : {
        // The production build made by `npm run test:e2e`; migrations first on a real database.
        command: `${process.env.DATABASE_URL ? 'npm run db:migrate && ' : ''}node server.mjs -p ${port} -H 127.0.0.1`,
        url: baseURL,
        env: serverEnv,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
