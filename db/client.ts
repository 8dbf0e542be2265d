import 'server-only';
import path from 'node:path';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';
import { env, pgliteDir } from '@/lib/env';
import { keptOnce, takeKept } from '@/db/kept-once';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Rows = Record<string, unknown>[];

type Connection = {
  db: Database;
  run: (text: string, params: unknown[]) => Promise<Rows>;
  /** Opens every connection the pool may hold, ahead of the first burst of visitors. */
  fill: () => Promise<void>;
  close: () => Promise<void>;
};

const dialect = new PgDialect();

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');

/**
 * A real PostgreSQL server: a small pool that gives up quickly instead of hanging a form.
 * `prepare`: whether statements are prepared per connection (see `run`).
 */
async function connectPostgres(
  url: string,
  { max = env().DB_POOL_MAX, prepare = true } = {},
): Promise<Connection> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const { DB_TIMEOUT_MS } = env();
  const client = postgres(url, {
    max,
    connect_timeout: 3,
    // Between a failed connection attempt and the next: postgres-js's own delay grows with every
    // failure of the whole pool (3^n / 100 s, up to 20 s), so after an outage of a few seconds
    // under load it waited up to 20 s more once the database was back. Capped here at 0.5 s.
    backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 0.5),
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
    run: (text, params) => client.unsafe<Rows>(text, params as never[], { prepare }),
    // As many queries at once as the pool holds connections: postgres-js opens one for each.
    fill: async () => {
      await Promise.all(Array.from({ length: max }, () => client`select 1`));
    },
    close: () => client.end({ timeout: 1 }),
  };
}

/**
 * The embedded database: PGlite in a folder of its own, locked against a second process
 * (two processes on one folder lose rows silently), migrated on open, and served to Postgres
 * clients on loopback (EMBEDDED_DB_PORT), so psql, Drizzle Studio and the export can read it
 * while the site runs.
 *
 * PGlite is one session: a transaction a client leaves open there would take in the app's own
 * writes, and roll them back with its own. So the app, too, talks to it through that server,
 * whose queue gives a transaction to one connection at a time: the app's writes wait for it
 * (within their deadline), and are never part of it. An idle client is dropped after a minute,
 * its transaction rolled back. Without the server (EMBEDDED_DB_PORT=0, or its port is taken),
 * the app alone uses the database, in process.
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
    const served = await serveOnLoopback(client);
    if (served) {
      // One connection: the server runs every connection on PGlite's one session, so two of
      // the site's own, each sending an unnamed statement, could bind one's values to the
      // other's statement (electric-sql/pglite#1046). Unprepared: a statement prepared there
      // outlives the connection, and each reconnection after an idle minute would leave more.
      const viaServer = await connectPostgres(served.url, { max: 1, prepare: false });
      return {
        ...viaServer,
        close: async () => {
          await viaServer.close();
          await served.stop();
          await client.close();
          release();
        },
      };
    }
    return {
      db: db as unknown as Database,
      run: async (text, params) => (await client.query<Rows[number]>(text, params)).rows,
      fill: async () => {},
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

type Pglite = import('@electric-sql/pglite').PGlite;

/** The embedded database's Postgres server on 127.0.0.1, or null when it is off or cannot start. */
async function serveOnLoopback(client: Pglite) {
  const port = env().EMBEDDED_DB_PORT;
  if (!port) return null;
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({
    db: client,
    host: '127.0.0.1',
    port,
    maxConnections: 12,
    idleTimeout: 60_000,
  });
  try {
    await server.start();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    console.warn(`The embedded database is not served on 127.0.0.1:${port} (${reason}).`);
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

function connect(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) return connectPostgres(DATABASE_URL);
  return openPglite(PGLITE_DIR.startsWith('memory://') ? PGLITE_DIR : pgliteDir());
}

// One connection a process (db/kept-once.ts): `next dev` reloads reuse it instead of opening
// another, and a failed open is not kept, so the next submission tries again.
const connection = (): Promise<Connection> => keptOnce('botbazaarDb', connect);

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

/**
 * Opens the database and all its pool's connections: at a server's start, so that the first
 * visitors do not wait for connections to open (each idle one closes after 30 s).
 */
export async function openDb(): Promise<void> {
  await (await connection()).fill();
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
  const opening = takeKept<Connection>('botbazaarDb');
  if (opening) await (await opening.catch(() => undefined))?.close();
}
