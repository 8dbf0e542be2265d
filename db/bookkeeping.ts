import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { DELIVERY_CHANNELS, DELIVERY_STATES, LEAD_TYPES } from '@/content/leads';
import { createdAt, id, oneOf } from '@/db/columns';

/** The app's own bookkeeping, beside the lead tables (db/schema.ts): no visitor reads these. */

/**
 * Fixed-window submission counters per client and form. Kept in the database so the limit
 * holds across several app instances.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Idempotency keys: one per submission that was saved, so the same submission sent again, by
 * any path, finds it instead of writing a second row. A key is the submission id the browser
 * made when it showed the form, or, for a form posted without JavaScript (a prerendered page
 * carries no id), a fingerprint of what was sent, which counts only for SUBMISSION_KEY_WINDOW.
 */
export const submissionKeys = pgTable('submission_keys', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** The reference of the lead saved under this key: a resend is told the same one. */
  reference: text('reference'),
});

/**
 * The delivery outbox: one row per lead and channel (the provider's alert e-mail, the
 * visitor's confirmation, the webhook), written in the statement that saves the lead, so a
 * lead is never saved without its deliveries nor the other way round. A worker in every app
 * instance claims due rows (lib/delivery/worker.ts), retries with backoff and leaves a row
 * that keeps failing as 'dead', with its last error, for the provider to see.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: id(),
    channel: text('channel').notNull(),
    leadType: text('lead_type').notNull(),
    reference: text('reference').notNull(),
    /** The visitor's address for a confirmation, counted against its hourly limit. */
    recipient: text('recipient'),
    /**
     * The lead's part of what its deliveries send (lib/delivery/payload.ts); cleared once
     * delivered, kept while it can still fail.
     */
    payload: jsonb('payload'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until then no other worker takes the row; after, it is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('lead_deliveries_lead_channel_unique').on(t.leadType, t.reference, t.channel),
    index('lead_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    check('lead_deliveries_channel_check', oneOf(t.channel, DELIVERY_CHANNELS)),
    check('lead_deliveries_lead_type_check', oneOf(t.leadType, LEAD_TYPES)),
    check('lead_deliveries_state_check', oneOf(t.state, DELIVERY_STATES)),
  ],
);
