import 'server-only';
import { randomInt } from 'node:crypto';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ATTRIBUTION_FIELDS,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_PREFIX,
  type LeadType,
} from '@/content/leads';
import { openDb, prepareStatement, type Statement } from '@/db/client';
import { isUniqueViolationOf } from '@/db/errors';
import { enqueueDeliveries, type Delivery } from '@/db/queries/deliveries';
import { countHit, list, name } from '@/db/queries/guards';
import { keyedDigest, mailboxDigest } from '@/db/queries/limit-keys';
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
 * How a save ended. 'inserted': with the lead's new reference. 'duplicate': the row was already
 * there (same idempotency key, same newsletter e-mail), and `reference` is the one it was saved
 * with (a lead keyed by its submission). 'limited': over the rate limit; nothing was written.
 */
export type InsertOutcome = { outcome: 'inserted' | 'duplicate' | 'limited'; reference?: string };

/** The fixed-window budget a submission counts against. */
export type RateLimit = { key: string; max: number; windowSeconds: number };

/** What makes a submission the same one sent again: its key, counted `ttlSeconds` (null: ever). */
export type IdempotencyKey = { key: string; ttlSeconds: number | null };

/**
 * How a submission is guarded on its way in: always a rate limit; a key and deliveries for a
 * lead (an order, a custom-bot request, a contact message).
 */
export type Guards = { limit: RateLimit; idempotency?: IdempotencyKey; delivery?: Delivery };

/** A lead's row as an action fills it: its reference is drawn here, where the index is known. */
export type NewLead<Row> = Omit<Row, 'reference'>;

type SubmissionTable = LeadTable | typeof newsletterSubscriptions;

const LEAD_TYPES = new Map<SubmissionTable, LeadType>([
  [botOrders, 'order'],
  [customBotRequests, 'custom_bot_request'],
  [contactMessages, 'contact_message'],
]);

/**
 * Claims the submission's idempotency key when `passed` has a row, keeping the lead's
 * reference on it, so a resend is told the same one. A key already claimed and not expired is
 * left alone, and nothing after this step runs.
 */
function claimKey(passed: SQL): SQL {
  const { key, claimedAt, reference } = submissionKeys;
  return sql`insert into ${submissionKeys} (${list([name(key), name(claimedAt), name(reference)])})
    select ${sql.placeholder('idempotencyKey')}, now(), ${sql.placeholder('reference')} from ${passed}
    on conflict (${name(key)}) do update set
      ${name(claimedAt)} = excluded.${name(claimedAt)},
      ${name(reference)} = excluded.${name(reference)}
    where ${claimedAt} < now() - make_interval(secs => ${sql.placeholder('idempotencyTtlSeconds')})
    returning 1`;
}

/** The reference saved under an idempotency key, as the statement began (or now, run alone). */
const referenceOfKey = sql`select ${submissionKeys.reference} from ${submissionKeys}
  where ${submissionKeys.key} = ${sql.placeholder('idempotencyKey')}`;

/**
 * Counts the hit against the rate limit (db/queries/guards.ts), claims the idempotency key,
 * inserts the row and queues its deliveries, each only when the step before it passed, in one
 * statement: one round trip and one commit per submission, so a lead is never saved without its
 * deliveries. A key already claimed (and not yet expired) stops a lead sent again; a
 * subscription of an address already there is left alone (`on conflict do nothing`: no conflict
 * target, which would need the right to read the column, and `returning 1` rather than a
 * column: the app's role may insert submissions but not read them). A lead's insert has no such
 * clause: its one possible clash, a random reference already taken, is an error that undoes the
 * whole statement, key included, so insertLead tries again with another, instead of a claimed
 * key with no row.
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

/** The columns of a lead that are the app's bookkeeping, not what the visitor sent. */
const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'submissionId',
  'spamReason',
  'reference',
  'demoConversationId',
]);

/**
 * A lead as its deliveries carry it (docs/rules.md#e-mails-and-webhook): the row's own columns in
 * snake_case, with the database's defaults for those the app does not write (an order's
 * status), its attribution apart, every field present, its spam flag, and the demo an order
 * followed (for the alert; the webhook's lead is the spec's columns, docs/delivery.md). Type,
 * reference and time are the outbox row's own columns (db/queries/deliveries.ts); the worker
 * reads the whole back through its schema (lib/delivery/payload.ts).
 */
export function deliveryPayload<T extends LeadTable>(table: T, row: T['$inferInsert']) {
  const values = row as Record<string, unknown>;
  const lead: Record<string, unknown> = {};
  const attribution: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (BOOKKEEPING.has(key)) continue;
    const fallback = typeof column.default === 'string' ? column.default : null;
    const value = values[key] ?? fallback;
    if ((ATTRIBUTION_FIELDS as readonly string[]).includes(key)) attribution[column.name] = value;
    else lead[column.name] = value;
  }
  return {
    lead,
    attribution,
    spam_reason: values.spamReason ?? null,
    demo_conversation_id: values.demoConversationId ?? null,
  };
}

/**
 * A confirmation's hourly window per recipient's mailbox, however its address is spelt: at most
 * 3 (docs/rules.md#e-mails-and-webhook).
 */
const CONFIRMATION_WINDOW_SECONDS = 60 * 60;

function deliveryValues<T extends LeadTable>(table: T, row: T['$inferInsert'], delivery: Delivery) {
  return {
    leadType: LEAD_TYPES.get(table),
    channels: delivery.channels,
    recipient: delivery.recipient,
    confirmationKey: `confirmation:${mailboxDigest(delivery.recipient)}`,
    confirmationWindowSeconds: CONFIRMATION_WINDOW_SECONDS,
    confirmationMax: delivery.confirmationsPerHour,
    // The client's key kept as a digest: this counter needs no address to count.
    senderConfirmationKey: `confirmation-from:${keyedDigest('confirmation-sender', delivery.sender)}`,
    senderConfirmationWindowSeconds: CONFIRMATION_WINDOW_SECONDS,
    senderConfirmationMax: delivery.confirmationsPerSenderHour,
    payload: JSON.stringify(deliveryPayload(table, row)),
  };
}

// One statement per table, set of columns and guards (each action always fills the same ones).
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
    if (Number(result?.hits) > limit.max) {
      // A resend of a lead already saved (a browser's retry after a lost answer, a balancer's
      // after an instance died) is that lead, not one too many: its reference, past the limit too.
      const reference = idempotency && (await savedReference(idempotency));
      return reference ? { outcome: 'duplicate', reference } : { outcome: 'limited' };
    }
    if (Number(result?.saved) > 0) return { outcome: 'inserted' };
    if (!idempotency) return { outcome: 'duplicate' };
    // A key claimed by a save that committed while this statement ran is not in its snapshot.
    const reference = typeof result?.reference === 'string' ? result.reference : undefined;
    return { outcome: 'duplicate', reference: reference ?? (await savedReference(idempotency)) };
  });
}

/**
 * A new lead reference: random (never derived from the row's sequential id, which would tell
 * anyone how many orders came in), one of about a billion.
 */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}${code}`;
}

/**
 * Saves a lead under the first of `references` (three fresh draws) its table's unique index does
 * not refuse: the next is tried only when the index says one is taken, any other error is thrown
 * at once. Answers the reference the lead has: the new one, or for a resend, the one it was
 * first saved with. A draw clashes with a chance of the leads saved in about a billion.
 */
export async function insertLead<T extends LeadTable>(
  table: T,
  row: NewLead<T['$inferInsert']>,
  guards: Guards,
  references: readonly [string, ...string[]] = [newReference(), newReference(), newReference()],
): Promise<InsertOutcome> {
  const [reference, ...others] = references;
  try {
    const saved = await guardedInsert(table, { ...row, reference } as T['$inferInsert'], guards);
    return saved.outcome === 'inserted' ? { ...saved, reference } : saved;
  } catch (error) {
    const [next, ...rest] = others;
    if (next === undefined || !isUniqueViolationOf(error, 'reference')) throw error;
    return insertLead(table, row, guards, [next, ...rest]);
  }
}

export const insertBotOrder = (row: NewLead<BotOrderRow>, guards: Guards) =>
  insertLead(botOrders, row, guards);
export const insertCustomBotRequest = (row: NewLead<CustomBotRequestRow>, guards: Guards) =>
  insertLead(customBotRequests, row, guards);
export const insertContactMessage = (row: NewLead<ContactMessageRow>, guards: Guards) =>
  insertLead(contactMessages, row, guards);

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

/**
 * Opens the database ahead of the first visitor (PGlite takes seconds to boot), with all its
 * pool's connections.
 */
export async function warmUp(): Promise<void> {
  await openDb();
}
