import 'server-only';
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { getDeskDb } from '@/db/queries/desk-db';
import { erasedCounts, type ErasureCount } from '@/content/desk';
import { DESK_TABLES } from '@/db/queries/desk-tables';
import { mailboxDigest } from '@/db/queries/limit-keys';
import { namesAddress } from '@/lib/schemas/patterns';
import {
  botOrders,
  demoConversations,
  demoMessages,
  deskEvents,
  deskNotes,
  deskVerifications,
  leadDeliveries,
  newsletterSubscriptions,
  rateLimits,
  submissionKeys,
} from '@/db/schema';

/**
 * Deletes every lead, subscription and delivery of one address (any case), and every row that
 * holds the address or a value derived from it, in one transaction: the notes on those leads,
 * their resend keys (submission_keys, whose keys are made from the fields and hold the lead's
 * reference), the counters of its mailbox (confirmations, sign-in links asked for it), and the
 * sign-in codes Better Auth keeps for it (desk_verifications), and the bot demo conversations its
 * orders were placed after, or whose messages name it, as a whole address (docs/demo.md). The record keeps the counts
 * only.
 */
export async function eraseAddress(actor: string, email: string): Promise<ErasureCount> {
  const db = await getDeskDb();
  const address = email.trim().toLowerCase();
  const digest = mailboxDigest(address);
  return db.transaction(async (tx) => {
    let leads = 0;
    let deliveries = 0;
    const references: string[] = [];
    const demos = await tx
      .select({ id: botOrders.demoConversationId })
      .from(botOrders)
      .where(
        and(sql`lower(${botOrders.email}) = ${address}`, isNotNull(botOrders.demoConversationId)),
      );
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
      const ofType = erased.flatMap((lead) => (lead.reference ? [lead.reference] : []));
      references.push(...ofType);
      if (ofType.length) {
        const gone = await tx
          .delete(leadDeliveries)
          .where(and(eq(leadDeliveries.leadType, type), inArray(leadDeliveries.reference, ofType)))
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
    if (references.length) {
      await tx.delete(submissionKeys).where(inArray(submissionKeys.reference, references));
    }
    // The sign-in limits of the address, alone and from each client (lib/desk/sign-in.ts).
    const signIn = `desk-sign-in:address:${digest}`;
    await tx
      .delete(rateLimits)
      .where(
        or(
          inArray(rateLimits.key, [`confirmation:${digest}`, signIn]),
          sql`starts_with(${rateLimits.key}, ${`${signIn}:`})`,
        ),
      );
    // The messages that hold the address's text, of which those naming it, not a longer one
    // (erasing ann@ex.co keeps joann@ex.co's conversation).
    const holding = await tx
      .select({ id: demoMessages.conversationId, text: demoMessages.text })
      .from(demoMessages)
      .where(sql`strpos(lower(${demoMessages.text}), ${address}) > 0`);
    const demoConversationsGone = await tx
      .delete(demoConversations)
      .where(
        inArray(demoConversations.id, [
          ...demos.flatMap((demo) => (demo.id ? [demo.id] : [])),
          ...holding.flatMap((message) =>
            namesAddress(message.text, address) ? [message.id] : [],
          ),
        ]),
      )
      .returning({ id: demoConversations.id });
    // A sign-in code's value is JSON naming the address it was asked for.
    await tx
      .delete(deskVerifications)
      .where(sql`strpos(lower(${deskVerifications.value}), ${JSON.stringify(address)}) > 0`);
    const count = {
      leads,
      subscriptions: subscriptions.length,
      deliveries,
      demos: demoConversationsGone.length,
    };
    await tx
      .insert(deskEvents)
      .values({ actor, action: 'erasure', detail: erasedCounts(count).join(', ') });
    return count;
  });
}

export type Subscriber = typeof newsletterSubscriptions.$inferSelect;

/**
 * Newsletter subscribers, newest first, a page after `before`; how many addresses there are, and
 * how many of them are only suspected spam, not subscribers yet (docs/rules.md#newsletter-form).
 */
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
    db
      .select({
        count: sql<number>`count(*)::int`,
        flagged: sql<number>`(count(*) filter (where ${t.spamReason} is not null))::int`,
      })
      .from(t),
  ]);
  return {
    rows: rows.slice(0, limit),
    more: rows.length > limit,
    total: total?.count ?? 0,
    flagged: total?.flagged ?? 0,
  };
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
