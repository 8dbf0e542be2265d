import { sql } from 'drizzle-orm';
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
