'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { NOTE_MAX_LENGTH, STATUSES_OF, type DeskNotice } from '@/content/desk';
import { LEAD_TYPES, type DeliveryChannel } from '@/content/leads';
import { deleteSubscriber, eraseAddress } from '@/db/queries/desk-erasure';
import {
  insertNote,
  markNotSpam,
  markSpam,
  retryDelivery,
  updateStatus,
  type StatusOutcome,
} from '@/db/queries/desk-leads';
import { requireOwner } from '@/lib/desk/session';
import { env } from '@/lib/env';
import { kickDeliveryAfterResponse } from '@/lib/submission/steps';
import { idOf } from '@/lib/desk/filter';
import { withoutControls } from '@/lib/schemas/plain-text';

/**
 * The desk's actions. Each is a public endpoint: it checks the session first (a request
 * without one is sent to sign in, and nothing is changed), then its input, then writes, and
 * answers by redirecting back with a notice (content/desk.ts).
 */

/** An id as the desk's forms send it: digits alone (idOf). `0x10` was lead 16. */
const id = z.unknown().transform((value, context) => {
  const parsed = idOf(value);
  if (parsed === undefined) context.addIssue({ code: 'custom', message: 'not an id' });
  return parsed ?? 0;
});

const leadInput = z.object({ type: z.enum(LEAD_TYPES), id });

type Lead = z.infer<typeof leadInput>;

const leadPath = ({ type, id }: Lead) => `/desk/leads/${type}/${id}`;

function back(path: string, notice: DeskNotice): never {
  redirect(`${path}${path.includes('?') ? '&' : '?'}notice=${notice}`);
}

/** The lead a form names, or back to the inbox when it names none of ours. */
function leadOf(formData: FormData): Lead {
  const parsed = leadInput.safeParse({ type: formData.get('type'), id: formData.get('id') });
  if (!parsed.success) back('/desk', 'no-lead');
  return parsed.data;
}

export async function changeStatus(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const lead = leadOf(formData);
  const status = String(formData.get('status') ?? '');
  const allowed = STATUSES_OF[lead.type].find((candidate) => candidate === status);
  if (!allowed) back(leadPath(lead), 'bad-status');
  // The status the owner's page showed: a change since (another owner's) is not overwritten.
  const shown = STATUSES_OF[lead.type].find((candidate) => candidate === formData.get('shown'));
  const outcome = await updateStatus(owner.email, lead.type, lead.id, allowed, shown);
  if (outcome === 'no-lead') back('/desk', 'no-lead');
  back(leadPath(lead), STATUS_NOTICES[outcome]);
}

const STATUS_NOTICES = {
  saved: 'status-saved',
  unchanged: 'status-unchanged',
  stale: 'status-stale',
} as const satisfies Record<Exclude<StatusOutcome, 'no-lead'>, DeskNotice>;

export async function addNote(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const lead = leadOf(formData);
  // A NUL (or any control character but tab and line breaks) is no part of a note: PostgreSQL
  // keeps none, and one posted was a 500.
  const body = withoutControls(String(formData.get('body') ?? ''));
  // In characters, as the page says: an emoji is one, though two of JavaScript's units.
  if (!body.trim() || [...body].length > NOTE_MAX_LENGTH) back(leadPath(lead), 'bad-note');
  const saved = await insertNote(owner.email, lead.type, lead.id, body);
  back(saved ? leadPath(lead) : '/desk', saved ? 'note-saved' : 'no-lead');
}

/** The channels 'Not spam' sends: the alert, and the webhook when one is set; never the confirmation. */
function verdictChannels(): DeliveryChannel[] {
  return env().LEADS_WEBHOOK_URL ? ['alert', 'webhook'] : ['alert'];
}

export async function giveVerdict(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const lead = leadOf(formData);
  const verdict = formData.get('verdict');
  if (verdict !== 'spam' && verdict !== 'not-spam') back(leadPath(lead), 'bad-verdict');
  const outcome =
    verdict === 'spam'
      ? await markSpam(owner.email, lead.type, lead.id)
      : await markNotSpam(owner.email, lead.type, lead.id, verdictChannels());
  if (outcome === 'no-lead') back('/desk', 'no-lead');
  if (outcome === 'not-applicable') back(leadPath(lead), 'bad-verdict');
  if (outcome === 'done') back(leadPath(lead), 'spam');
  if (outcome.queued.length) kickDeliveryAfterResponse();
  back(leadPath(lead), notSpamNotice(outcome.queued));
}

/** What 'Not spam' tells the owner is on its way: what it queued, which is not always both. */
function notSpamNotice(queued: readonly DeliveryChannel[]): DeskNotice {
  if (queued.includes('alert')) return queued.includes('webhook') ? 'not-spam' : 'not-spam-alert';
  return queued.includes('webhook') ? 'not-spam-webhook' : 'not-spam-sent';
}

export async function retry(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const lead = leadOf(formData);
  const delivery = id.safeParse(formData.get('delivery'));
  if (!delivery.success) back(leadPath(lead), 'bad-retry');
  const outcome = await retryDelivery(owner.email, lead.type, lead.id, delivery.data);
  if (outcome === 'no-lead') back('/desk', 'no-lead');
  if (outcome === 'flagged') back(leadPath(lead), 'retry-flagged');
  if (outcome === 'not-failed') back(leadPath(lead), 'bad-retry');
  kickDeliveryAfterResponse();
  back(leadPath(lead), 'retried');
}

export async function erase(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const email = z.email().safeParse(String(formData.get('email') ?? '').trim());
  if (!email.success) back('/desk/erase', 'bad-address');
  const confirmation = String(formData.get('confirm') ?? '').trim();
  if (confirmation.toLowerCase() !== email.data.toLowerCase()) back('/desk/erase', 'erase-confirm');
  const count = await eraseAddress(owner.email, email.data);
  redirect(
    `/desk/erase?erased=${count.leads}.${count.subscriptions}.${count.deliveries}.${count.demos}`,
  );
}

export async function removeSubscriber(_state: null, formData: FormData): Promise<never> {
  const owner = await requireOwner();
  const subscriber = id.safeParse(formData.get('id'));
  const done = subscriber.success && (await deleteSubscriber(owner.email, subscriber.data));
  back('/desk/subscribers', done ? 'unsubscribed' : 'no-lead');
}
