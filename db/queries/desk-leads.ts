import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { HELD_AS_SPAM, MANUAL_SPAM_REASON, type LeadStatus } from '@/content/desk';
import type { DeliveryChannel, LeadType } from '@/content/leads';
import { getDeskDb } from '@/db/queries/desk-db';
import { deliveryPayload } from '@/db/queries/submissions';
import { deskTable } from '@/db/queries/desk-tables';
import { deskEvents, deskNotes, leadDeliveries } from '@/db/schema';

/** One lead as the desk's lead page reads it, with its deliveries, notes and record. */
export async function readLead(type: LeadType, id: number) {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) return undefined;
  const [deliveries, notes, events] = await Promise.all([
    row.reference
      ? db
          .select()
          .from(leadDeliveries)
          .where(
            and(eq(leadDeliveries.leadType, type), eq(leadDeliveries.reference, row.reference)),
          )
          .orderBy(asc(leadDeliveries.id))
      : [],
    db
      .select()
      .from(deskNotes)
      .where(and(eq(deskNotes.leadType, type), eq(deskNotes.leadId, id)))
      .orderBy(desc(deskNotes.createdAt), desc(deskNotes.id)),
    db
      .select()
      .from(deskEvents)
      .where(and(eq(deskEvents.leadType, type), eq(deskEvents.leadId, id)))
      .orderBy(desc(deskEvents.createdAt), desc(deskEvents.id)),
  ]);
  return { row: row as Record<string, unknown>, deliveries, notes, events };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof readLead>>>;

/**
 * How a status change ended: saved; the lead had that status already (nothing recorded); another
 * owner had changed it since the page showed `shown` (nothing changed: the page was stale); or
 * there is no such lead.
 */
export type StatusOutcome = 'saved' | 'unchanged' | 'stale' | 'no-lead';

/**
 * Sets a lead's status (already checked against its kind), when it is still the one the owner's
 * page showed (`shown`, when the form sent it): two owners on one lead, the second saving from a
 * page older than the first's change, overwrote it without a word.
 */
export async function updateStatus(
  actor: string,
  type: LeadType,
  id: number,
  status: LeadStatus,
  shown: LeadStatus | undefined,
): Promise<StatusOutcome> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!lead) return 'no-lead';
    if (lead.status === status) return 'unchanged';
    if (shown !== undefined && lead.status !== shown) return 'stale';
    await tx.update(table).set({ status }).where(eq(table.id, id));
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'status', leadType: type, leadId: id, detail: status });
    return 'saved';
  });
}

export async function insertNote(
  actor: string,
  type: LeadType,
  id: number,
  body: string,
): Promise<boolean> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!lead) return false;
    await tx.insert(deskNotes).values({ leadType: type, leadId: id, author: actor, body });
    await tx.insert(deskEvents).values({ actor, action: 'note', leadType: type, leadId: id });
    return true;
  });
}

/** How a verdict ended: given; not one for this lead (flagged already, or clean); no such lead. */
export type VerdictOutcome = 'done' | 'not-applicable' | 'no-lead';

/**
 * 'Spam' on a clean lead: flagged by hand. Its deliveries not sent yet (failing, and due again)
 * are sent no more, as none of a lead saved as spam is: they end as dead, which 'Not spam' queues
 * again (the alert and webhook) or a retry does (the confirmation). One being sent at this moment
 * is left to finish.
 */
export async function markSpam(actor: string, type: LeadType, id: number): Promise<VerdictOutcome> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ spamReason: table.spamReason, reference: table.reference })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!lead) return 'no-lead';
    if (lead.spamReason !== null) return 'not-applicable';
    await tx.update(table).set({ spamReason: MANUAL_SPAM_REASON }).where(eq(table.id, id));
    if (lead.reference) {
      await tx
        .update(leadDeliveries)
        .set({ state: 'dead', payload: null, recipient: null, lastError: HELD_AS_SPAM })
        .where(
          and(
            eq(leadDeliveries.leadType, type),
            eq(leadDeliveries.reference, lead.reference),
            eq(leadDeliveries.state, 'pending'),
            or(isNull(leadDeliveries.lockedUntil), lt(leadDeliveries.lockedUntil, sql`now()`)),
          ),
        );
    }
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'verdict', leadType: type, leadId: id, detail: 'spam' });
    return 'done';
  });
}

/**
 * 'Not spam' on a flagged lead: the flag cleared, and its alert and webhook queued in the same
 * transaction as the webhook would have carried it when saved, now clean. A channel already
 * queued (a spam alert LEADS_NOTIFY_SPAM sent) is due again once, with the clean lead; one that
 * went out clean already (a lead alerted, then flagged by hand) is not sent again: 'Spam' then
 * 'Not spam' sent the provider the same alert and webhook twice. The visitor's confirmation is
 * not sent. Says which channels it queued, for the owner to be told what is on its way. A lead
 * not flagged, or with no reference to deliver it under, is 'not-applicable'.
 */
export async function markNotSpam(
  actor: string,
  type: LeadType,
  id: number,
  channels: readonly DeliveryChannel[],
): Promise<Exclude<VerdictOutcome, 'done'> | { queued: DeliveryChannel[] }> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!lead) return 'no-lead';
    if (lead.spamReason === null || !lead.reference) return 'not-applicable';
    const { reference, createdAt } = lead;
    await tx.update(table).set({ spamReason: null }).where(eq(table.id, id));
    // The outbox row's own columns carry type, reference and time (lib/delivery/payload.ts):
    // the time is the lead's, as when both are written by one statement.
    const payload = { ...deliveryPayload(table, lead), spam_reason: null };
    let queued: DeliveryChannel[] = [];
    if (channels.length) {
      const rows = await tx
        .insert(leadDeliveries)
        .values(
          channels.map((channel) => ({
            channel,
            leadType: type,
            reference,
            createdAt,
            payload,
          })),
        )
        .onConflictDoUpdate({
          target: [leadDeliveries.leadType, leadDeliveries.reference, leadDeliveries.channel],
          set: {
            payload,
            createdAt,
            state: 'pending',
            nextAttemptAt: sql`now()`,
            lockedUntil: null,
            lastError: null,
            deliveredAt: null,
          },
          setWhere: sql`${leadDeliveries.state} <> 'sent' or ${leadDeliveries.payload}->>'spam_reason' is not null`,
        })
        .returning({ channel: leadDeliveries.channel });
      queued = channels.filter((channel) =>
        rows.some((queuedRow) => queuedRow.channel === channel),
      );
    }
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'verdict', leadType: type, leadId: id, detail: 'not spam' });
    return { queued };
  });
}

/** How a retry ended: queued; the lead is flagged as spam; none of its deliveries that failed. */
export type RetryOutcome = 'retried' | 'flagged' | 'not-failed' | 'no-lead';

/**
 * A failed delivery of this lead (dead, or waiting for its next try after an error) due again
 * now, the same row of the outbox, so the worker's claim still sends it once, with a copy of the
 * lead as it is now (a dead one kept none: db/queries/deliveries.ts; an older one may hold the
 * lead as it was when flagged), and a confirmation to the lead's address. Not while the lead is
 * flagged as spam: nothing of a suspected spammer's is sent, the visitor's confirmation least of
 * all; 'Not spam' first.
 */
export async function retryDelivery(
  actor: string,
  type: LeadType,
  id: number,
  deliveryId: number,
): Promise<RetryOutcome> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!lead) return 'no-lead';
    if (lead.spamReason !== null) return 'flagged';
    if (!lead.reference) return 'not-failed';
    const payload = JSON.stringify(deliveryPayload(table, lead));
    const { channel, recipient } = leadDeliveries;
    const [retried] = await tx
      .update(leadDeliveries)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        payload: sql`${payload}::jsonb`,
        recipient: sql`case when ${channel} = 'confirmation' then coalesce(${recipient}, ${lead.email}) end`,
      })
      .where(
        and(
          eq(leadDeliveries.id, deliveryId),
          eq(leadDeliveries.leadType, type),
          eq(leadDeliveries.reference, lead.reference),
          or(
            eq(leadDeliveries.state, 'dead'),
            and(eq(leadDeliveries.state, 'pending'), isNotNull(leadDeliveries.lastError)),
          ),
        ),
      )
      .returning({ channel: leadDeliveries.channel });
    if (!retried) return 'not-failed';
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'retry', leadType: type, leadId: id, detail: retried.channel });
    return 'retried';
  });
}
