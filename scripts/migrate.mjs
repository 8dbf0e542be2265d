#!/usr/bin/env node
// node scripts/migrate.mjs
//
// Applies db/migrations to DATABASE_URL with drizzle-orm's own migrator, as `npm run db:migrate`
// (drizzle-kit) does, but with the production dependencies only: the container runs it before
// the server (Dockerfile). Instances started together take turns under an advisory lock, so
// each migration runs once. Without DATABASE_URL there is nothing to do: the embedded database
// migrates itself when the site opens it. Exit codes: 0 migrated (or nothing to do), 1 failed.
// A script beside the app: it reads its one setting itself, as scripts/leads-export.mjs does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
);
/** Any number of this app's own: the key of the lock the migrating instances take turns on. */
const LOCK_KEY = 0x62627a72;

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('No DATABASE_URL: the embedded database is migrated when the site opens it.');
  process.exit(0);
}

// One connection: the lock is held by the session that migrates.
const client = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
try {
  await client`select pg_advisory_lock(${LOCK_KEY})`;
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  await client`select pg_advisory_unlock(${LOCK_KEY})`;
  console.log('Database migrated.');
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end({ timeout: 5 });
}
