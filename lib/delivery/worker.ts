import 'server-only';
import type { DeliveryChannel } from '@/content/leads';
import {
  claimDeliveries,
  failDelivery,
  finishDeliveries,
  type QueuedDelivery,
} from '@/db/queries/deliveries';
import { alertEmail, confirmationEmail } from '@/lib/delivery/emails';
import { viewOf } from '@/lib/delivery/lead-view';
import { mailConfigured, sendEmail } from '@/lib/delivery/mailer';
import { readPayload, type DueDelivery } from '@/lib/delivery/payload';
import { postWebhook } from '@/lib/delivery/webhook';
import { env } from '@/lib/env';

/** Deliveries claimed at once. */
const BATCH = 25;
/**
 * Deliveries under way at once, at most: enough to keep the SMTP pool's connections and the
 * webhook busy, few enough that an e-mail waits for a connection well inside its claim.
 */
const IN_FLIGHT = 60;
/** Longer than any one attempt can take (SMTP and webhook time out well before). */
const LEASE_SECONDS = 60;
/** How often every instance looks for due deliveries: retries, and another instance's leftovers. */
const SWEEP_MS = 5_000;

type Outcome = 'sent' | 'skipped';

/**
 * Sends one delivery. 'skipped': its channel is not configured (any more); without mail
 * settings the provider's alert is one line in the server log (docs/rules.md#e-mails-and-webhook).
 */
async function deliver({ channel, recipient, payload }: DueDelivery): Promise<Outcome> {
  const { LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL } = env();
  if (channel === 'webhook') {
    if (!LEADS_WEBHOOK_URL) return 'skipped';
    await postWebhook(payload);
    return 'sent';
  }
  if (channel === 'confirmation') {
    if (!mailConfigured() || !recipient) return 'skipped';
    await sendEmail(await confirmationEmail(payload, recipient));
    return 'sent';
  }
  if (!mailConfigured() || !LEADS_NOTIFY_EMAIL) {
    const { subject, sender } = viewOf(payload);
    console.info(
      `[lead] ${subject} <${sender.address}> (not e-mailed: set SMTP_URL and LEADS_NOTIFY_EMAIL)`,
    );
    return 'skipped';
  }
  await sendEmail(await alertEmail(payload, LEADS_NOTIFY_EMAIL));
  return 'sent';
}

/**
 * The operator's line per delivery (docs/delivery.md): reference and channel, never the lead's
 * personal data. An error can quote an address (an SMTP server refusing a recipient): masked.
 */
const logLine = (channel: DeliveryChannel, reference: string, what: string) =>
  `[delivery] ${channel} ${reference} ${what}`;
const masked = (message: string) =>
  message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');

/** What a batch of attempts has to record: done ones are finished together. */
type Done = { id: number; outcome: Outcome; channel: DeliveryChannel; reference: string };

async function attempt(delivery: QueuedDelivery, done: Done[]): Promise<void> {
  const { id, channel, reference } = delivery;
  let outcome: Outcome;
  try {
    outcome = await deliver(readPayload(delivery));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Not recorded (the database gone too): the claim lapses and the row is due again.
    const state = await failDelivery(id, message).catch(() => undefined);
    const what = state === 'dead' ? 'dead' : state ? 'failed' : 'failed (not recorded)';
    console.warn(
      logLine(channel, reference, `${what} (attempt ${delivery.attempts}): ${masked(message)}`),
    );
    return;
  }
  done.push({ id, outcome, channel, reference });
}

/** Records what was delivered since the last call, in one statement, and logs each sent one. */
async function finish(done: Done[]): Promise<void> {
  const batch = done.splice(0);
  await finishDeliveries(batch);
  for (const { channel, reference, outcome } of batch) {
    if (outcome === 'sent') console.info(logLine(channel, reference, 'sent'));
  }
}

/**
 * Delivers everything due now until nothing is left. A new batch is claimed as soon as there is
 * room for one, not once the slowest attempt of the last is done, so the SMTP pool and the
 * webhook stay busy; once the queue runs short, when half of those under way are done. The
 * attempts done in the meantime are recorded before each claim, in one statement.
 */
async function drain(): Promise<void> {
  const running = new Set<Promise<void>>();
  const done: Done[] = [];
  const settle = async (atMost: number) => {
    while (running.size > atMost) await Promise.race(running);
  };
  for (;;) {
    const due = await claimDeliveries(BATCH, LEASE_SECONDS);
    for (const delivery of due) {
      const run = attempt(delivery, done).finally(() => running.delete(run));
      running.add(run);
    }
    if (!running.size) break;
    await settle(due.length === BATCH ? IN_FLIGHT - BATCH : Math.floor(running.size / 2));
    await finish(done);
  }
  await finish(done);
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
