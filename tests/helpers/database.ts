import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { expect } from 'vitest';
import { REFERENCE_PATTERN } from '@/content/leads';
import { getDb } from '@/db/client';
import type { OwnDatabase } from '@/tests/helpers/own-database';

/** Rows of a table as the provider would read them with SQL, keyed by their column names. */
export async function selectRows(
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const db = await getDb();
  const result = (await db.execute(query)) as unknown;
  return (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[];
}

export function formData(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/** Any lead reference (docs/rules.md#lead-reference): `BB-` and six Crockford base32 characters. */
export const REFERENCE = expect.stringMatching(new RegExp(REFERENCE_PATTERN));

/** The attribution columns of a lead sent with no visit to tell of (an action called directly). */
export const NO_ATTRIBUTION = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  landing_path: null,
};

/** Makes the database afresh and applies the migrations to it. */
export async function createOwnDatabase({ url, name, own }: OwnDatabase): Promise<void> {
  const server = postgres(url, { max: 1, onnotice: () => {} });
  await server.unsafe(`drop database if exists ${name}`);
  await server.unsafe(`create database ${name}`);
  await server.end();
  const client = postgres(own, { max: 1, onnotice: () => {} });
  await migrate(drizzle({ client }), { migrationsFolder: 'db/migrations' });
  await client.end();
}

/** Drops the database, closing what is still connected to it. */
export async function dropOwnDatabase({ url, name }: OwnDatabase): Promise<void> {
  const server = postgres(url, { max: 1, onnotice: () => {} });
  await server.unsafe(`drop database if exists ${name} with (force)`);
  await server.end();
}
