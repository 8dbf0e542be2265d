import 'server-only';
import path from 'node:path';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';
import { env, pgliteDir } from '@/lib/env';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Rows = Record<string, unknown>[];

type Connection = {
  db: Database;
  run: (text: string, params: unknown[]) => Promise<Rows>;
  close: () => Promise<void>;
};

const dialect = new PgDialect();

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
    // Drizzle sends its queries unprepared, and postgres-js answers an unprepared query with
    // parameters in two round trips (parse and describe, then bind and execute). Prepared, a
    // statement is parsed once per pooled connection and then costs one round trip.
    run: (text, params) => client.unsafe<Rows>(text, params as never[], { prepare: true }),
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
      run: async (text, params) => (await client.query<Rows[number]>(text, params)).rows,
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

function connection(): Promise<Connection> {
  if (!holder.botbazaarDb) {
    const opening = connect();
    holder.botbazaarDb = opening;
    // A failed open is not cached: the next submission tries again.
    opening.catch(() => {
      if (holder.botbazaarDb === opening) holder.botbazaarDb = undefined;
    });
  }
  return holder.botbazaarDb;
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export type Statement = (values: Record<string, unknown>) => Promise<Rows>;

/**
 * A statement built once with drizzle's `sql` and `sql.placeholder`, run with new values each
 * time: no query building per call, and on PostgreSQL a prepared statement per pooled connection.
 */
export function prepareStatement(statement: SQL): Statement {
  const query = dialect.sqlToQuery(statement);
  return async (values) =>
    (await connection()).run(query.sql, fillPlaceholders(query.params, values));
}

export async function closeDb(): Promise<void> {
  const opening = holder.botbazaarDb;
  holder.botbazaarDb = undefined;
  if (opening) await (await opening.catch(() => undefined))?.close();
}
