import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { REFERENCE_PATTERN } from '@/content/leads';
import { getDb } from '@/db/client';

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
