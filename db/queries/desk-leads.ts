import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { MANUAL_SPAM_REASON, type LeadStatus } from '@/content/desk';
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

/** Sets a lead's status (already checked against its kind); false when there is no such lead. */
export async function updateStatus(
  actor: string,
  type: LeadType,
  id: number,
  status: LeadStatus,
): Promise<boolean> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ status })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!updated.length) return false;
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'status', leadType: type, leadId: id, detail: status });
    return true;
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

/** 'Spam' on a clean lead: flagged by hand. False when the lead is not there or not clean. */
export async function markSpam(actor: string, type: LeadType, id: number): Promise<boolean> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ spamReason: MANUAL_SPAM_REASON })
      .where(and(eq(table.id, id), isNull(table.spamReason)))
      .returning({ id: table.id });
    if (!updated.length) return false;
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'verdict', leadType: type, leadId: id, detail: 'spam' });
    return true;
  });
}

/**
 * 'Not spam' on a flagged lead: the flag cleared, and its alert and webhook queued in the same
 * transaction as the webhook would have carried it when saved, now clean. A channel already
 * queued (a spam alert LEADS_NOTIFY_SPAM sent) is due again once, with the clean lead; one that
 * went out clean already (a lead alerted, then flagged by hand) is not sent again: 'Spam' then
 * 'Not spam' sent the provider the same alert and webhook twice. The visitor's confirmation is
 * not sent. False when the lead is not there or not flagged, or has
 * no reference to deliver it under.
 */
export async function markNotSpam(
  actor: string,
  type: LeadType,
  id: number,
  channels: readonly DeliveryChannel[],
): Promise<boolean> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ spamReason: null })
      .where(and(eq(table.id, id), isNotNull(table.spamReason), isNotNull(table.reference)))
      .returning();
    if (!row?.reference) return false;
    // The outbox row's own columns carry type, reference and time (lib/delivery/payload.ts):
    // the time is the lead's, as when both are written by one statement.
    const payload = { ...deliveryPayload(table, row), spam_reason: null };
    if (channels.length) {
      await tx
        .insert(leadDeliveries)
        .values(
          channels.map((channel) => ({
            channel,
            leadType: type,
            reference: row.reference!,
            createdAt: row.createdAt,
            payload,
          })),
        )
        .onConflictDoUpdate({
          target: [leadDeliveries.leadType, leadDeliveries.reference, leadDeliveries.channel],
          set: {
            payload,
            createdAt: row.createdAt,
            state: 'pending',
            nextAttemptAt: sql`now()`,
            lockedUntil: null,
            lastError: null,
            deliveredAt: null,
          },
          setWhere: sql`${leadDeliveries.state} <> 'sent' or ${leadDeliveries.payload}->>'spam_reason' is not null`,
        });
    }
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'verdict', leadType: type, leadId: id, detail: 'not spam' });
    return true;
  });
}

/**
 * A failed delivery of this lead (dead, or waiting for its next try after an error) due again
 * now, the same row of the outbox, so the worker's claim still sends it once. A dead one kept
 * no copy of the lead (db/queries/deliveries.ts): it is made again from the lead as it is now,
 * and a confirmation goes to the lead's address. False when it is not one of this lead's, or has
 * not failed.
 */
export async function retryDelivery(
  actor: string,
  type: LeadType,
  id: number,
  deliveryId: number,
): Promise<boolean> {
  const db = await getDeskDb();
  const { table } = deskTable(type);
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(table).where(eq(table.id, id));
    if (!lead?.reference) return false;
    const payload = JSON.stringify(deliveryPayload(table, lead));
    const { channel, recipient } = leadDeliveries;
    const [retried] = await tx
      .update(leadDeliveries)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        payload: sql`coalesce(${leadDeliveries.payload}, ${payload}::jsonb)`,
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
    if (!retried) return false;
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'retry', leadType: type, leadId: id, detail: retried.channel });
    return true;
  });
}
