import postgres from 'postgres';

/** The four tables the provider reads; e2e tests read submitted rows back from them. */
export type SubmissionTable =
  'bot_orders' | 'custom_bot_requests' | 'contact_messages' | 'newsletter_subscriptions';

/**
 * The port the server under test serves its embedded database on (EMBEDDED_DB_PORT): never the
 * site's own default, 54329, which a developer's site holds while `npm test` runs beside
 * `npm run serve`. On that port the server under test served nothing, and the tests read the
 * developer's rows, not its own. E2E_EMBEDDED_DB_PORT moves it.
 */
export const e2eEmbeddedPort = () => Number(process.env.E2E_EMBEDDED_DB_PORT || 54339);

/**
 * Where the server under test keeps its rows: DATABASE_URL when the suite runs on PostgreSQL;
 * otherwise its embedded database, which that server serves on loopback (e2eEmbeddedPort), as
 * it does for psql and the export. playwright.config.ts starts the server with the same settings.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return `postgres://postgres@127.0.0.1:${e2eEmbeddedPort()}/postgres`;
}

let client: postgres.Sql | undefined;

function sql(): postgres.Sql {
  // Prepared (postgres-js's default, each connection naming its statements at random): the
  // embedded server runs every connection on one session, and an unnamed statement sent in two
  // round trips could be replaced by the site's own between them (electric-sql/pglite#1046).
  client ??= postgres(e2eDatabaseUrl(), { max: 2, onnotice: () => {} });
  return client;
}

/** Every row of `table` whose `column` equals `value`, with snake_case column names. */
export async function rowsWhere(
  table: SubmissionTable,
  column: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const db = sql();
  return [...(await db`select * from ${db(table)} where ${db(column)} = ${value}`)];
}

/** Rows of any query, as the provider would read them with SQL. */
export async function queryRows(
  text: string,
  parameters: (string | number)[] = [],
): Promise<Record<string, unknown>[]> {
  // Prepared, as every query here is (see sql()): unsafe() sends unnamed statements otherwise.
  return [...(await sql().unsafe(text, parameters, { prepare: true }))];
}

export async function closeE2eDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
}

/** An address no other test run has used, so each test finds exactly its own rows. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
