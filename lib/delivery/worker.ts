import 'server-only';
import { claimDeliveries, failDelivery, finishDelivery } from '@/db/queries/deliveries';
import type { DueDelivery } from '@/db/schema';
import { alertEmail, confirmationEmail } from '@/lib/delivery/emails';
import { viewOf } from '@/lib/delivery/lead-view';
import { mailConfigured, sendEmail } from '@/lib/delivery/mailer';
import { postWebhook } from '@/lib/delivery/webhook';
import { env } from '@/lib/env';

/** Deliveries claimed at once; each is sent in parallel with the others of its batch. */
const BATCH = 20;
/** Longer than any one attempt can take (SMTP and webhook time out well before). */
const LEASE_SECONDS = 60;
/** How often every instance looks for due deliveries: retries, and another instance's leftovers. */
const SWEEP_MS = 5_000;

/**
 * Sends one delivery. 'skipped': its channel is not configured (any more); without mail
 * settings the provider's alert is one line in the server log (docs/rules.md#e-mails-and-webhook).
 */
async function deliver({ channel, recipient, payload }: DueDelivery): Promise<'sent' | 'skipped'> {
  const { LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL } = env();
  if (channel === 'webhook') {
    if (!LEADS_WEBHOOK_URL) return 'skipped';
    await postWebhook(payload);
    return 'sent';
  }
  if (channel === 'confirmation') {
    if (!mailConfigured() || !recipient) return 'skipped';
    await sendEmail(confirmationEmail(payload, recipient));
    return 'sent';
  }
  if (!mailConfigured() || !LEADS_NOTIFY_EMAIL) {
    const { subject, sender } = viewOf(payload);
    console.info(
      `[lead] ${subject} <${sender.address}> (not e-mailed: set SMTP_URL and LEADS_NOTIFY_EMAIL)`,
    );
    return 'skipped';
  }
  await sendEmail(alertEmail(payload, LEADS_NOTIFY_EMAIL));
  return 'sent';
}

async function attempt(delivery: DueDelivery): Promise<void> {
  let outcome: 'sent' | 'skipped';
  try {
    outcome = await deliver(delivery);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(
      `[delivery] ${delivery.channel} of ${delivery.payload.reference} failed (attempt ${delivery.attempts}): ${message}`,
    );
    await failDelivery(delivery.id, message);
    return;
  }
  await finishDelivery(delivery.id, outcome);
}

/** Delivers everything due now, batch after batch, until nothing is left. */
async function drain(): Promise<void> {
  for (let due = await claimDeliveries(BATCH, LEASE_SECONDS); due.length;) {
    await Promise.all(due.map(attempt));
    due = await claimDeliveries(BATCH, LEASE_SECONDS);
  }
}

/**
 * The process's one run, on globalThis: the build bundles this module more than once (the
 * server's start-up and the actions' after()), and two runs in one process would each claim
 * rows, and a run's claim could lapse under the other's send.
 */
const state = ((
  globalThis as unknown as { botbazaarDelivery?: DeliveryState }
).botbazaarDelivery ??= { running: undefined, again: false });
type DeliveryState = { running: Promise<void> | undefined; again: boolean };

/** Starts delivering now, or once the run under way ends, so nothing queued waits a sweep. */
export function kickDelivery(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = drain()
    .catch((error: unknown) => console.error('[delivery] could not reach the outbox:', error))
    .finally(() => {
      state.running = undefined;
      if (state.again) {
        state.again = false;
        kickDelivery();
      }
    });
}

/** Delivers what is due and resolves once this process has nothing left under way. */
export async function deliverDue(): Promise<void> {
  kickDelivery();
  while (state.running) await state.running;
}

/** In every app instance: a sweep for retries that fall due, and rows another instance left. */
export function startDeliveryWorker(): void {
  setInterval(kickDelivery, SWEEP_MS).unref();
  kickDelivery();
}
