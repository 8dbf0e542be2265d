import 'server-only';
import { desc } from 'drizzle-orm';
import type { DeskAction } from '@/content/desk';
import type { LeadType } from '@/content/leads';
import { getDeskDb } from '@/db/queries/desk-db';
import { deskEvents } from '@/db/schema';

/** The record of the desk: who did what, when (db/desk-schema.ts). */

export type DeskEventInput = {
  actor: string;
  action: DeskAction;
  leadType?: LeadType;
  leadId?: number;
  detail?: string;
};

export async function recordDeskEvent(event: DeskEventInput): Promise<void> {
  const db = await getDeskDb();
  await db.insert(deskEvents).values(event);
}

export type DeskEvent = typeof deskEvents.$inferSelect;

/** The record, newest first. */
export async function readDeskEvents(limit: number): Promise<DeskEvent[]> {
  const db = await getDeskDb();
  return db
    .select()
    .from(deskEvents)
    .orderBy(desc(deskEvents.createdAt), desc(deskEvents.id))
    .limit(limit);
}
