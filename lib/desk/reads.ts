import 'server-only';
import type { LeadStatus } from '@/content/desk';
import type { LeadType } from '@/content/leads';
import { deliveryPayload } from '@/db/queries/submissions';
import { deskTable } from '@/db/queries/desk-tables';
import { deliveryPayloadSchema, viewOf } from '@/lib/delivery/payload';
import {
  exportRows,
  inboxPage,
  tablesFor,
  type InboxCursor,
  type InboxFilter,
} from '@/db/queries/desk-inbox';
import { readLead } from '@/db/queries/desk-leads';
import { leadsBySource, leadsPerWeek, ordersBy, wonAndLost } from '@/db/queries/desk-numbers';
import { readDeskEvents } from '@/db/queries/desk-record';
import { readSubscribers } from '@/db/queries/desk-erasure';
import { readPasskeys } from '@/db/queries/desk-auth';
import {
  demosPerDay,
  demoTokensToday,
  fallbacksByReason,
  readDemoConversations,
  readDemoTranscript,
} from '@/db/queries/desk-demos';
import { liveConfigured } from '@/lib/demo/model';
import { env } from '@/lib/env';
import { requireOwner } from '@/lib/desk/session';

/**
 * What the desk's pages read. Every function checks the session first (lib/desk/session.ts),
 * so no page can show a lead to someone not signed in, whatever its own code forgets.
 */

export const INBOX_PAGE_SIZE = 50;

export async function getInbox(filter: InboxFilter, cursor?: InboxCursor) {
  await requireOwner();
  return inboxPage(filter, INBOX_PAGE_SIZE, cursor);
}

/** A lead with its fields labelled as its form labels them, attribution, deliveries and notes. */
export async function getLead(type: LeadType, id: number) {
  await requireOwner();
  const found = await readLead(type, id);
  if (!found) return undefined;
  const { row, deliveries, notes, events } = found;
  // The demo the visitor tried before ordering, while its transcript is kept (30 days).
  const demoId = typeof row.demoConversationId === 'string' ? row.demoConversationId : null;
  const demo = demoId ? ((await readDemoTranscript(demoId)) ?? null) : null;
  const { lead, attribution } = deliveryPayload(deskTable(type).table, row as never);
  // The lead as its e-mails show it: the same schema and labels as the alert.
  const view = viewOf(
    deliveryPayloadSchema.parse({
      type,
      reference: String(row.reference ?? ''),
      created_at: (row.createdAt as Date).toISOString(),
      lead,
      attribution,
      spam_reason: null,
    }),
  );
  return {
    type,
    id,
    reference: (row.reference as string | null) ?? null,
    createdAt: row.createdAt as Date,
    status: row.status as LeadStatus,
    spamReason: (row.spamReason as string | null) ?? null,
    fields: [...view.what, ...view.who],
    sender: view.sender,
    phone: String(lead.phone_number ?? lead.phone ?? ''),
    attribution: Object.entries(attribution).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
    deliveries,
    notes,
    events,
    demo,
    demoDeleted: demoId !== null && demo === null,
  };
}

export async function getNumbers() {
  await requireOwner();
  const [weeks, sources, bots, plans, outcome] = await Promise.all([
    leadsPerWeek(12),
    leadsBySource(10),
    ordersBy('bot', 10),
    ordersBy('plan', 10),
    wonAndLost(),
  ]);
  return { weeks, sources, bots, plans, outcome };
}

/** The days the Demos page counts. */
export const DEMO_DAYS = 14;
export const DEMO_PAGE_SIZE = 50;

/** The bot demos: conversations per bot and day, fallbacks, today's tokens, the latest ones. */
export async function getDemos(before?: { at: string; id: string }) {
  await requireOwner();
  const [days, fallbacks, tokens, conversations] = await Promise.all([
    demosPerDay(DEMO_DAYS),
    fallbacksByReason(DEMO_DAYS),
    demoTokensToday(),
    readDemoConversations(DEMO_PAGE_SIZE, before),
  ]);
  const { DEMO_DAILY_TOKENS } = env();
  return {
    days,
    fallbacks,
    tokens,
    budget: DEMO_DAILY_TOKENS,
    live: liveConfigured(),
    conversations,
  };
}

/** One demo conversation, every message, and the orders placed after it. */
export async function getDemoTranscript(id: string) {
  await requireOwner();
  return readDemoTranscript(id);
}

export async function getSubscribers(before?: { at: string; id: number }) {
  await requireOwner();
  return readSubscribers(100, before);
}

/** The latest entries of the record. */
export async function getRecord() {
  await requireOwner();
  return readDeskEvents(200);
}

/** The leads of one form matching the filter, for the CSV; undefined when no one form is chosen. */
export async function getExport(filter: InboxFilter, columns: readonly string[]) {
  await requireOwner();
  const [spec, ...others] = tablesFor(filter);
  if (!spec || others.length) return undefined;
  return exportRows(spec, filter, columns);
}

/** The signed-in owner's passkeys. */
export async function getPasskeys() {
  const owner = await requireOwner();
  return readPasskeys(owner.userId);
}

export type { InboxRow } from '@/db/queries/desk-inbox';
export type { LeadDetail } from '@/db/queries/desk-leads';
export type { Tally, WeekCount } from '@/db/queries/desk-numbers';
export type { DemoTranscript } from '@/db/queries/desk-demos';
