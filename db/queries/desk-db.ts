import 'server-only';
import { getDb, type Database } from '@/db/client';
import * as schema from '@/db/schema';
import { env } from '@/lib/env';
import { keptOnce } from '@/db/kept-once';

/**
 * The desk's connection: its own role through DESK_DATABASE_URL (db/desk-role.sql), which may
 * read and change leads, while the public forms' role may only add them; without that
 * setting, the site's own connection.
 */
async function connect(url: string): Promise<Database> {
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const { DB_TIMEOUT_MS } = env();
  const client = postgres(url, {
    max: 3,
    connect_timeout: 3,
    idle_timeout: 30,
    onnotice: () => {},
    connection: { application_name: 'botbazaar-desk', statement_timeout: DB_TIMEOUT_MS },
  });
  return drizzle({ client, schema }) as unknown as Database;
}

export function getDeskDb(): Promise<Database> {
  const url = env().DESK_DATABASE_URL;
  if (!url) return getDb();
  return keptOnce('botbazaarDeskDb', () => connect(url));
}
