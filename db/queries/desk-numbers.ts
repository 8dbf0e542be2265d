import 'server-only';
import { and, count, desc, gte, isNull, sql } from 'drizzle-orm';
import type { LeadType } from '@/content/leads';
import { getDeskDb } from '@/db/queries/desk-db';
import { DESK_TABLES } from '@/db/queries/desk-tables';
import { botOrders } from '@/db/schema';

/** Clean leads (not suspected spam) the Numbers page counts. */

export type WeekCount = { week: string; type: LeadType; leads: number };
export type Tally = { key: string; leads: number };

/** Leads per week (weeks starting Monday, UTC) by form, over the last `weeks` weeks. */
export async function leadsPerWeek(weeks: number): Promise<WeekCount[]> {
  const db = await getDeskDb();
  const since = sql`date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${weeks - 1})`;
  const perTable = await Promise.all(
    DESK_TABLES.map(async ({ type, table }) => {
      const week = sql<string>`to_char(date_trunc('week', ${table.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, leads: count() })
        .from(table)
        .where(
          and(isNull(table.spamReason), gte(sql`${table.createdAt} at time zone 'UTC'`, since)),
        )
        .groupBy(week);
      return rows.map((row) => ({ ...row, type }));
    }),
  );
  return perTable.flat();
}

/** Leads by where the visit came from (utm_source; none: direct), all forms. */
export async function leadsBySource(limit: number): Promise<Tally[]> {
  const db = await getDeskDb();
  const perTable = await Promise.all(
    DESK_TABLES.map(({ table }) =>
      db
        .select({ key: sql<string>`coalesce(${table.utmSource}, '')`, leads: count() })
        .from(table)
        .where(isNull(table.spamReason))
        .groupBy(sql`1`),
    ),
  );
  const totals = new Map<string, number>();
  for (const { key, leads } of perTable.flat()) totals.set(key, (totals.get(key) ?? 0) + leads);
  return [...totals]
    .map(([key, leads]) => ({ key, leads }))
    .sort((a, b) => b.leads - a.leads)
    .slice(0, limit);
}

/** Orders by bot or by plan. */
export async function ordersBy(column: 'bot' | 'plan', limit: number): Promise<Tally[]> {
  const db = await getDeskDb();
  const key = column === 'bot' ? botOrders.botSlug : botOrders.plan;
  return db
    .select({ key: sql<string>`${key}`, leads: count() })
    .from(botOrders)
    .where(isNull(botOrders.spamReason))
    .groupBy(key)
    .orderBy(desc(count()))
    .limit(limit);
}

/** Orders and custom-bot requests won and lost. */
export async function wonAndLost(): Promise<{ won: number; lost: number }> {
  const db = await getDeskDb();
  const perTable = await Promise.all(
    DESK_TABLES.filter(({ type }) => type !== 'contact_message').map(({ table }) =>
      db
        .select({
          won: sql<number>`count(*) filter (where ${table.status} = 'won')::int`,
          lost: sql<number>`count(*) filter (where ${table.status} = 'lost')::int`,
        })
        .from(table),
    ),
  );
  return perTable
    .flat()
    .reduce((sum, row) => ({ won: sum.won + row.won, lost: sum.lost + row.lost }), {
      won: 0,
      lost: 0,
    });
}
