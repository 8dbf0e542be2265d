import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import postgres from 'postgres';
import { deskLink, localhostLaunchOptions, newReference } from '../helpers/desk';
import { e2eEmbeddedPort } from '../helpers/e2e-db';
import { startServer } from '../helpers/second-server';

// The desk's inbox with one visitor's long values, on a server and database of its own: beside
// desk.spec.ts (its port and its database are the helpers' own), so the two run side by side.

const port = Number(process.env.E2E_PORT ?? 3100) + 6;
const site = `http://localhost:${port}`;
const OWNER = 'owner@example.com';
const settings = {
  DESK_OWNERS: OWNER,
  AUTH_SECRET: 'an-e2e-secret-that-is-long-enough-0123456789',
  SITE_URL: site,
  PORT: String(port),
};

const LONG_NAME = 'A'.repeat(100);
const LONG_SOURCE = 'utm'.repeat(66) + 'xy';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site, launchOptions: localhostLaunchOptions });

const onEmbedded = !process.env.DATABASE_URL;
const embeddedPort = e2eEmbeddedPort() + 6;
let pgliteDir: string | undefined;
let db: postgres.Sql | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;

/** This file's database: on PostgreSQL beside DATABASE_URL's, or the server's embedded one. */
function dbUrl(): string {
  if (onEmbedded) return `postgres://postgres@127.0.0.1:${embeddedPort}/postgres`;
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `${url.pathname}_desk_inbox_e2e`;
  return url.toString();
}

async function onServer(statement: (name: string) => string): Promise<void> {
  const admin = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement(`"${new URL(dbUrl()).pathname.slice(1)}"`));
  } finally {
    await admin.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  let dbSettings: Record<string, string>;
  if (onEmbedded) {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-desk-inbox-e2e-'));
    dbSettings = { PGLITE_DIR: pgliteDir, EMBEDDED_DB_PORT: String(embeddedPort) };
  } else {
    await onServer((name) => `drop database if exists ${name} with (force)`);
    await onServer((name) => `create database ${name}`);
    execFileSync('npx', ['drizzle-kit', 'migrate'], {
      env: { ...process.env, DATABASE_URL: dbUrl() },
      stdio: 'ignore',
    });
    dbSettings = { DATABASE_URL: dbUrl() };
  }
  server = await startServer({ port, env: { ...settings, ...dbSettings, DEMO_DAILY_TOKENS: '0' } });
  // Prepared statements: the embedded server runs every connection on one session.
  db = postgres(dbUrl(), { max: 2, onnotice: () => {} });
  await db`
    insert into bot_orders (submission_id, bot_slug, bot_category, user_name, email, phone_number,
      platform, plan, reference, utm_source)
    values (gen_random_uuid(), 'customersupport', 'Business', ${LONG_NAME},
      'long.values@example.com', '03001234567', 'whatsapp', 'standard', ${newReference()},
      ${LONG_SOURCE})`;
});

test.afterAll(async () => {
  await db?.end({ timeout: 5 });
  await server?.stop();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  if (!onEmbedded) await onServer((name) => `drop database if exists ${name} with (force)`);
});

async function signIn(page: Page): Promise<void> {
  const link = deskLink(OWNER, settings);
  if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

/** How far the page reaches sideways, and any two cells of a row that cover each other. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const overlaps: string[] = [];
    for (const row of document.querySelectorAll('tbody tr')) {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect());
      cells.forEach((a, i) =>
        cells.slice(i + 1).forEach((b, j) => {
          const apart =
            a.right <= b.left + 0.5 ||
            b.right <= a.left + 0.5 ||
            a.bottom <= b.top + 0.5 ||
            b.bottom <= a.top + 0.5;
          if (!apart) overlaps.push(`cells ${i} and ${i + j + 1}`);
        }),
      );
    }
    const table = document.querySelector('table')!.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth,
      table: Math.round(table.right),
      overlaps,
    };
  });

test('a long unbroken name and utm_source wrap: the inbox fits at 1280 px and at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await expect(page.getByText(LONG_NAME)).toBeVisible();
  await expect(page.getByText(LONG_SOURCE)).toBeVisible();
  const wide = await layout(page);
  expect.soft(wide).toEqual({ page: 1280, table: expect.any(Number), overlaps: [] });
  expect.soft(wide.table).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(LONG_NAME)).toBeVisible();
  const narrow = await layout(page);
  expect.soft(narrow).toEqual({ page: 390, table: expect.any(Number), overlaps: [] });
  expect(narrow.table).toBeLessThanOrEqual(390);
});
