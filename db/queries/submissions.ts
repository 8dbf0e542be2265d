import 'server-only';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, LeadType } from '@/content/leads';
import { getDb, prepareStatement, type Statement } from '@/db/client';
import { deliveryPayload } from '@/db/mappers';
import { enqueueDeliveries } from '@/db/queries/deliveries';
import { claimKey, countHit, list, name, referenceOfKey } from '@/db/queries/guards';
import { withDeadline } from '@/db/queries/deadline';
import {
  botOrders,
  contactMessages,
  customBotRequests,
  newsletterSubscriptions,
  submissionKeys,
  type BotOrderRow,
  type ContactMessageRow,
  type CustomBotRequestRow,
  type LeadTable,
  type NewsletterRow,
} from '@/db/schema';

/**
 * 'duplicate': the row was already there (same idempotency key, same newsletter e-mail), and
 * `reference` is the one it was saved with (a lead keyed by its submission). 'limited': over the
 * rate limit; nothing was written.
 */
export type InsertOutcome =
  { outcome: 'inserted' | 'limited' } | { outcome: 'duplicate'; reference?: string };

/** The fixed-window budget a submission counts against. */
export type RateLimit = { key: string; max: number; windowSeconds: number };

/**
 * What makes a submission the same one when it is sent again: its key, and for how long the
 * key counts (null: for ever).
 */
export type IdempotencyKey = { key: string; ttlSeconds: number | null };

/**
 * Where a saved lead goes next (db/bookkeeping.ts, lead_deliveries): its channels, and the
 * visitor's address, whose confirmations are limited per hour.
 */
export type Delivery = {
  channels: readonly DeliveryChannel[];
  recipient: string;
  confirmationsPerHour: number;
};

/**
 * How a submission is guarded on its way in: always a rate limit; a key and deliveries for a
 * lead (an order, a custom-bot request, a contact message).
 */
export type Guards = { limit: RateLimit; idempotency?: IdempotencyKey; delivery?: Delivery };

type SubmissionTable = LeadTable | typeof newsletterSubscriptions;

const LEAD_TYPES = new Map<SubmissionTable, LeadType>([
  [botOrders, 'order'],
  [customBotRequests, 'custom_bot_request'],
  [contactMessages, 'contact_message'],
]);

/**
 * Counts the hit against the rate limit, claims the idempotency key, inserts the row and queues
 * its deliveries, each only when the step before it passed, in one statement: one round trip
 * and one commit per submission, so a lead is never saved without its deliveries. A key already
 * claimed (and not yet expired) stops a lead sent again; a subscription of an address already
 * there is left alone (`on conflict do nothing`: no conflict target, which would need the right
 * to read the column, and `returning 1` rather than a column: the app's role may insert
 * submissions but not read them). A lead's insert has no such clause: its one possible clash,
 * a random reference already taken, is an error that undoes the whole statement, key included,
 * so saveWithReference tries again with another, instead of a claimed key with no row.
 */
function guardedInsertStatement(table: SubmissionTable, columns: PgColumn[], guards: Guards) {
  const steps: SQL[] = [sql`counted as (${countHit('limit')})`];
  let passed = sql`counted where counted.hits <= ${sql.placeholder('limitMax')}`;
  if (guards.idempotency) {
    steps.push(sql`claimed as (${claimKey(passed)})`);
    passed = sql`claimed`;
  }
  steps.push(sql`saved as (
    insert into ${table} (${list(columns.map(name))})
    select ${list(columns.map((column) => sql.param(sql.placeholder(column.name), column)))}
    from ${passed}
    ${guards.idempotency ? sql`` : sql`on conflict do nothing`}
    returning 1)`);
  if (guards.delivery) steps.push(...enqueueDeliveries());
  return prepareStatement(sql`
    with ${sql.join(steps, sql`, `)}
    select (select hits from counted) as hits, (select count(*) from saved)::int as saved${
      guards.idempotency ? sql`, (${referenceOfKey}) as reference` : sql``
    }`);
}

const readLiveReference = prepareStatement(sql`${referenceOfKey}
  and (${submissionKeys.claimedAt} >= now() - make_interval(secs => ${sql.placeholder('idempotencyTtlSeconds')})) is not false`);

/** The reference of the lead saved under `idempotency`, while that key still counts. */
export async function savedReference(idempotency: IdempotencyKey): Promise<string | undefined> {
  const [row] = await withDeadline(() =>
    readLiveReference({
      idempotencyKey: idempotency.key,
      idempotencyTtlSeconds: idempotency.ttlSeconds,
    }),
  );
  return typeof row?.reference === 'string' ? row.reference : undefined;
}

/** A confirmation's hourly window per recipient: at most 3 (docs/rules.md#e-mails-and-webhook). */
const CONFIRMATION_WINDOW_SECONDS = 60 * 60;

function deliveryValues<T extends LeadTable>(table: T, row: T['$inferInsert'], delivery: Delivery) {
  return {
    leadType: LEAD_TYPES.get(table),
    channels: delivery.channels,
    recipient: delivery.recipient,
    confirmationKey: `confirmation:${delivery.recipient.toLowerCase()}`,
    confirmationWindowSeconds: CONFIRMATION_WINDOW_SECONDS,
    confirmationMax: delivery.confirmationsPerHour,
    payload: JSON.stringify(deliveryPayload(table, row)),
  };
}

// One statement per table, set of columns and guards (each mapper always fills the same ones).
const statements = new Map<string, Statement>();

function guardedInsert<T extends SubmissionTable>(
  table: T,
  row: T['$inferInsert'],
  guards: Guards,
): Promise<InsertOutcome> {
  const byKey: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.entries(row).flatMap(([key, value]) => {
    const column = byKey[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const columns = fields.map(({ column }) => column);
  const { idempotency, delivery, limit } = guards;
  const id = `${getTableName(table)}(${columns.map((column) => column.name).join()})${idempotency ? '+key' : ''}${delivery ? '+delivery' : ''}`;
  const statement = statements.get(id) ?? guardedInsertStatement(table, columns, guards);
  statements.set(id, statement);
  const values = Object.fromEntries(fields.map(({ column, value }) => [column.name, value]));
  return withDeadline(async () => {
    const [result] = await statement({
      ...values,
      limitKey: limit.key,
      limitMax: limit.max,
      limitWindowSeconds: limit.windowSeconds,
      ...(idempotency && {
        idempotencyKey: idempotency.key,
        // null for ever: `now() - make_interval(secs => null)` is null, so the claim stays.
        idempotencyTtlSeconds: idempotency.ttlSeconds,
      }),
      ...(delivery &&
        deliveryValues(table as LeadTable, row as LeadTable['$inferInsert'], delivery)),
    });
    if (Number(result?.hits) > limit.max) return { outcome: 'limited' };
    if (Number(result?.saved) > 0) return { outcome: 'inserted' };
    if (!idempotency) return { outcome: 'duplicate' };
    // A key claimed by a save that committed while this statement ran is not in its snapshot.
    const reference = typeof result?.reference === 'string' ? result.reference : undefined;
    return { outcome: 'duplicate', reference: reference ?? (await savedReference(idempotency)) };
  });
}

export const insertBotOrder = (row: BotOrderRow, guards: Guards) =>
  guardedInsert(botOrders, row, guards);
export const insertCustomBotRequest = (row: CustomBotRequestRow, guards: Guards) =>
  guardedInsert(customBotRequests, row, guards);
export const insertContactMessage = (row: ContactMessageRow, guards: Guards) =>
  guardedInsert(contactMessages, row, guards);

const clearSpamFlag = prepareStatement(
  sql`select clear_newsletter_spam_flag(${sql.placeholder('email')}) as cleared`,
);

/**
 * The unique index on lower(email) makes any casing of a known address a duplicate, unless the
 * address was stored only as suspected spam and this subscription is clean: then it is the
 * owner subscribing: it counts (docs/rules.md#newsletter-form), its flag cleared by a function of
 * migration 0003, the one change the app's role may make to the subscriptions.
 */
export async function insertNewsletterSubscription(
  row: NewsletterRow,
  guards: Guards,
): Promise<InsertOutcome> {
  const saved = await guardedInsert(newsletterSubscriptions, row, guards);
  if (saved.outcome !== 'duplicate' || row.spamReason) return saved;
  const [cleared] = await withDeadline(() => clearSpamFlag({ email: row.email }));
  return { outcome: cleared?.cleared === true ? 'inserted' : 'duplicate' };
}

/** Opens the database ahead of the first visitor (PGlite takes seconds to boot). */
export async function warmUp(): Promise<void> {
  await getDb();
}
