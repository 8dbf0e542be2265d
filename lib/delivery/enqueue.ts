import 'server-only';
import { after } from 'next/server';
import type { DeliveryChannel } from '@/content/leads';
import type { Delivery } from '@/db/queries/submissions';
import { kickDelivery } from '@/lib/delivery/worker';
import { env } from '@/lib/env';

/** Confirmations per recipient address per hour, at most (docs/rules.md#e-mails-and-webhook). */
export const CONFIRMATIONS_PER_HOUR = 3;

/**
 * Where a lead saved now goes (queued with it, in the same statement): the provider's alert
 * always (mailed, or one log line without mail settings), the webhook when one is set, and the
 * visitor's confirmation when mail is set up. A lead flagged as suspected spam is delivered
 * only when LEADS_NOTIFY_SPAM asks for it, and never confirmed to its sender.
 */
export function deliveryOf(recipient: string, spam: boolean): Delivery | undefined {
  const { SMTP_URL, LEADS_WEBHOOK_URL, LEADS_NOTIFY_SPAM } = env();
  if (spam && !LEADS_NOTIFY_SPAM) return undefined;
  const channels: DeliveryChannel[] = ['alert'];
  if (LEADS_WEBHOOK_URL) channels.push('webhook');
  if (SMTP_URL && !spam) channels.push('confirmation');
  return { channels, recipient, confirmationsPerHour: CONFIRMATIONS_PER_HOUR };
}

/** Delivers what was just queued once the visitor has their answer, not before it. */
export function kickDeliveryAfterResponse(): void {
  try {
    after(kickDelivery);
  } catch {
    // Not in a request: a test calling the action directly, which delivers when it chooses.
  }
}
