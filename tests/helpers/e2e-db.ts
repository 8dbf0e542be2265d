import postgres from 'postgres';

/** The four tables the provider reads; e2e tests read submitted rows back from them. */
export type SubmissionTable =
  'bot_orders' | 'custom_bot_requests' | 'contact_messages' | 'newsletter_subscriptions';

let client: postgres.Sql | undefined;

function sql(): postgres.Sql {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Reading rows back needs DATABASE_URL (the server must use it too).');
  client ??= postgres(url, { max: 2, onnotice: () => {} });
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

export async function closeE2eDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
}

/** An address no other test run has used, so each test finds exactly its own rows. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
