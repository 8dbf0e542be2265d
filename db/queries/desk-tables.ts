import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { LeadType } from '@/content/leads';
import { botOrders, contactMessages, customBotRequests, type LeadTable } from '@/db/schema';

/**
 * The three lead tables as the desk lists them: one order of kinds (`rank`) to break ties of
 * time, and the who and what of each in the same shape.
 */
export type DeskTable = {
  type: LeadType;
  rank: number;
  table: LeadTable;
  name: SQL<string>;
  email: SQL<string>;
  phone: SQL<string>;
  bot: SQL<string | null>;
  plan: SQL<string | null>;
  what: SQL<string>;
};

export const DESK_TABLES: readonly DeskTable[] = [
  {
    type: 'order',
    rank: 0,
    table: botOrders,
    name: sql<string>`${botOrders.userName}`,
    email: sql<string>`${botOrders.email}`,
    phone: sql<string>`${botOrders.phoneNumber}`,
    bot: sql<string | null>`${botOrders.botSlug}`,
    plan: sql<string | null>`${botOrders.plan}`,
    what: sql<string>`${botOrders.botSlug}`,
  },
  {
    type: 'custom_bot_request',
    rank: 1,
    table: customBotRequests,
    name: sql<string>`coalesce(${customBotRequests.contactName}, ${customBotRequests.businessName})`,
    email: sql<string>`coalesce(${customBotRequests.email}, '')`,
    phone: sql<string>`coalesce(${customBotRequests.phone}, '')`,
    bot: sql<string | null>`null`,
    plan: sql<string | null>`null`,
    what: sql<string>`${customBotRequests.businessName}`,
  },
  {
    type: 'contact_message',
    rank: 2,
    table: contactMessages,
    name: sql<string>`btrim(${contactMessages.firstName} || ' ' || coalesce(${contactMessages.lastName}, ''))`,
    email: sql<string>`${contactMessages.email}`,
    phone: sql<string>`${contactMessages.phone}`,
    bot: sql<string | null>`null`,
    plan: sql<string | null>`null`,
    what: sql<string>`${contactMessages.inquiryType}`,
  },
];

export function deskTable(type: LeadType): DeskTable {
  const found = DESK_TABLES.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No lead table for ${type}`);
  return found;
}
