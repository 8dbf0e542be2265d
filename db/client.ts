import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';
import { env, pgliteDir } from '@/lib/env';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Connection = { db: Database; close: () => Promise<void> };

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');

/** A real PostgreSQL server: a small pool that gives up quickly instead of hanging a form. */
async function connectPostgres(url: string): Promise<Connection> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const { DB_TIMEOUT_MS, DB_POOL_MAX } = env();
  const client = postgres(url, {
    max: DB_POOL_MAX,
    connect_timeout: 3,
    idle_timeout: 30,
    onnotice: () => {},
    connection: {
      application_name: 'botbazaar',
      statement_timeout: DB_TIMEOUT_MS,
      idle_in_transaction_session_timeout: DB_TIMEOUT_MS,
    },
  });
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    close: () => client.end({ timeout: 1 }),
  };
}

/**
 * The embedded database: PGlite in a folder of its own, locked against a second process
 * (two processes on one folder lose rows silently), migrated on open.
 */
async function openPglite(dataDir: string): Promise<Connection> {
  const [{ PGlite }, { drizzle }, { migrate }, { acquireLock }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('@/db/lock'),
  ]);
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireLock(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function connect(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) return connectPostgres(DATABASE_URL);
  return openPglite(PGLITE_DIR.startsWith('memory://') ? PGLITE_DIR : pgliteDir());
}

// Kept on globalThis so `next dev` reloads reuse one connection instead of opening another.
const holder = globalThis as unknown as { botbazaarDb?: Promise<Connection> };

export function getDb(): Promise<Database> {
  if (!holder.botbazaarDb) {
    const opening = connect();
    holder.botbazaarDb = opening;
    // A failed open is not cached: the next submission tries again.
    opening.catch(() => {
      if (holder.botbazaarDb === opening) holder.botbazaarDb = undefined;
    });
  }
  return holder.botbazaarDb.then((connection) => connection.db);
}

export async function closeDb(): Promise<void> {
  const opening = holder.botbazaarDb;
  holder.botbazaarDb = undefined;
  if (opening) await (await opening.catch(() => undefined))?.close();
}
