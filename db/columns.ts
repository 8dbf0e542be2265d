import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MANUAL_SPAM_REASON } from '@/content/desk';
import { SPAM_REASONS } from '@/content/form-options';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX_LENGTH,
  REFERENCE_PATTERN,
  type AttributionField,
} from '@/content/leads';

/** Columns and checks every submission table shares (db/schema.ts). */

/** A SQL string literal; check constraints are DDL, where bound parameters are not allowed. */
export function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** `column IN ('a', 'b')` from one of the content tuples. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(values.map(literal), sql`, `)})`;
}

export function maxLength(column: AnyPgColumn, max: number): SQL {
  return sql`char_length(${column}) <= ${sql.raw(String(max))}`;
}

export function notBlank(column: AnyPgColumn): SQL {
  return sql`btrim(${column}) <> ''`;
}

/** A column's check, named `<table>_<column>_check` as every check here is. */
const named = (table: string, column: AnyPgColumn, condition: SQL) =>
  check(`${table}_${column.name}_check`, condition);

/** Text of at most `max` characters; `required`: not blank either. */
export const textCheck = (table: string, column: AnyPgColumn, max: number, required = false) =>
  named(
    table,
    column,
    required ? sql`${notBlank(column)} and ${maxLength(column, max)}` : maxLength(column, max),
  );

/** One of the codes of a content tuple. */
export const codeCheck = (table: string, column: AnyPgColumn, codes: readonly string[]) =>
  named(table, column, oneOf(column, codes));

/** Matches a pattern of lib/schemas/patterns.ts, at most `max` characters. */
export const patternCheck = (table: string, column: AnyPgColumn, pattern: string, max: number) =>
  named(table, column, sql`${column} ~ ${literal(pattern)} and ${maxLength(column, max)}`);

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** Where a lead is in the provider's work (content/desk.ts); the app inserts it as 'pending'. */
export const status = () => text('status').notNull().default('pending');
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Made by the browser when a form is shown; a retry of the same submission reuses it. */
export const submissionId = () => uuid('submission_id').notNull().unique();
/**
 * Why a submission looks automated ('honeypot'; 'too_fast' on older rows), or null. Such rows are kept, not
 * dropped, so a real buyer caught by mistake is never lost; the provider filters on this column.
 */
export const spamReason = () => text('spam_reason');
// 'manual': the provider's own verdict in the desk.
export const spamReasonCheck = (table: string, column: AnyPgColumn) =>
  check(
    `${table}_spam_reason_check`,
    sql`${column} is null or ${oneOf(column, [...SPAM_REASONS, MANUAL_SPAM_REASON])}`,
  );

/**
 * What the visitor and the provider call a lead: `BB-` and six random Crockford base32
 * characters (docs/rules.md#lead-reference), unique per table; null on rows older than references.
 */
export const reference = () => text('reference').unique();
export const referenceCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_reference_check`, sql`${column} ~ ${literal(REFERENCE_PATTERN)}`);

/** Where the visit that sent a lead came from (docs/rules.md#attribution): all optional. */
export const attribution = () => ({
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  referrer: text('referrer'),
  landingPath: text('landing_path'),
});

export const attributionChecks = (table: string, t: Record<AttributionField, AnyPgColumn>) =>
  ATTRIBUTION_FIELDS.map((field) =>
    check(`${table}_${t[field].name}_check`, maxLength(t[field], ATTRIBUTION_MAX_LENGTH[field])),
  );
