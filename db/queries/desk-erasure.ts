import 'server-only';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { getDeskDb } from '@/db/queries/desk-db';
import { DESK_TABLES } from '@/db/queries/desk-tables';
import {
  deskEvents,
  deskNotes,
  leadDeliveries,
  newsletterSubscriptions,
  rateLimits,
} from '@/db/schema';

export type ErasureCount = { leads: number; subscriptions: number; deliveries: number };

/**
 * Deletes every lead, subscription and delivery of one address (any case), the notes on those
 * leads and the address's confirmation counter, in one transaction, and records the counts
 * only: the record keeps nothing of the address.
 */
export async function eraseAddress(actor: string, email: string): Promise<ErasureCount> {
  const db = await getDeskDb();
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    let leads = 0;
    let deliveries = 0;
    for (const { type, table, email: column } of DESK_TABLES) {
      const erased = await tx
        .delete(table)
        .where(sql`lower(${column}) = ${address}`)
        .returning({ id: table.id, reference: table.reference });
      if (!erased.length) continue;
      leads += erased.length;
      await tx.delete(deskNotes).where(
        and(
          eq(deskNotes.leadType, type),
          inArray(
            deskNotes.leadId,
            erased.map((lead) => lead.id),
          ),
        ),
      );
      const references = erased.flatMap((lead) => (lead.reference ? [lead.reference] : []));
      if (references.length) {
        const gone = await tx
          .delete(leadDeliveries)
          .where(
            and(eq(leadDeliveries.leadType, type), inArray(leadDeliveries.reference, references)),
          )
          .returning({ id: leadDeliveries.id });
        deliveries += gone.length;
      }
    }
    const confirmations = await tx
      .delete(leadDeliveries)
      .where(sql`lower(${leadDeliveries.recipient}) = ${address}`)
      .returning({ id: leadDeliveries.id });
    deliveries += confirmations.length;
    const subscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${address}`)
      .returning({ id: newsletterSubscriptions.id });
    await tx.delete(rateLimits).where(eq(rateLimits.key, `confirmation:${address}`));
    const count = { leads, subscriptions: subscriptions.length, deliveries };
    await tx.insert(deskEvents).values({
      actor,
      action: 'erasure',
      detail: `${count.leads} leads, ${count.subscriptions} subscriptions, ${count.deliveries} deliveries`,
    });
    return count;
  });
}

export type Subscriber = typeof newsletterSubscriptions.$inferSelect;

/** Newsletter subscribers, newest first, a page after `before`; and how many there are. */
export async function readSubscribers(limit: number, before?: { at: string; id: number }) {
  const db = await getDeskDb();
  const t = newsletterSubscriptions;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.id,
        email: t.email,
        source: t.source,
        spamReason: t.spamReason,
        createdAt: t.createdAt,
        at: sql<string>`${t.createdAt}::text`,
      })
      .from(t)
      .where(
        before &&
          or(
            lt(t.createdAt, sql`${before.at}::timestamptz`),
            and(eq(t.createdAt, sql`${before.at}::timestamptz`), lt(t.id, before.id)),
          ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit + 1),
    db.select({ count: sql<number>`count(*)::int` }).from(t),
  ]);
  return { rows: rows.slice(0, limit), more: rows.length > limit, total: total?.count ?? 0 };
}

/** Removes one subscriber; the record keeps no address. False when there is no such row. */
export async function deleteSubscriber(actor: string, id: number): Promise<boolean> {
  const db = await getDeskDb();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ id: newsletterSubscriptions.id });
    if (!gone.length) return false;
    await tx.insert(deskEvents).values({ actor, action: 'unsubscribe' });
    return true;
  });
}
