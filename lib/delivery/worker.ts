import 'server-only';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { DeliveryChannel } from '@/content/leads';
import {
  claimDeliveries,
  failDelivery,
  finishDeliveries,
  releaseClaims,
  type QueuedDelivery,
} from '@/db/queries/deliveries';
import { ClaimRunningOut, LEASE_SECONDS, heldClaims, type HeldClaims } from '@/lib/delivery/claims';
import { readPayload, viewOf, type DueDelivery } from '@/lib/delivery/payload';
import { alertEmail } from '@/lib/delivery/templates/alert-email';
import { confirmationEmail } from '@/lib/delivery/templates/confirmation-email';
import type { LeadEmail } from '@/lib/delivery/templates/layout';
import { postWebhook } from '@/lib/delivery/webhook';
import { env } from '@/lib/env';

/** Deliveries claimed at once. */
const BATCH = 25;
/**
 * Deliveries under way at once, at most: enough to keep the SMTP pool's connections and the
 * webhook busy, few enough that an e-mail waits for a connection well inside its claim.
 */
const IN_FLIGHT = 50;
/** How often every instance looks for due deliveries: retries, and another instance's leftovers. */
const SWEEP_MS = 5_000;

type Outcome = 'sent' | 'skipped';

/** The worker is stopping: a delivery not sent yet is given back to the queue, not sent. */
class HandingBack extends Error {}

type Transport = ReturnType<typeof createTransport>;

/** SMTP connections per process. */
const MAIL_CONNECTIONS = 10;
// On globalThis: the build may bundle this module more than once, and a process keeps one pool.
const holder = globalThis as unknown as { botbazaarMail?: { url: string; mailer: Transport } };

/**
 * One pooled SMTP connection set per process, made when the first e-mail goes out. Ten
 * connections: each message's round trips wait their turn on a busy server's event loop, so
 * more of them go at once (docs/performance.md#lead-delivery).
 * Timeouts short enough that a silent server fails the attempt (to be retried) well inside the
 * worker's claim on it. The settings go in one object with the URL: given as a second
 * argument, nodemailer would take them for each message's fields, and pool nothing.
 */
export function mailTransport(url: string): Transport {
  if (holder.botbazaarMail?.url !== url) {
    holder.botbazaarMail = {
      url,
      mailer: createTransport({
        url,
        pool: true,
        maxConnections: MAIL_CONNECTIONS,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return holder.botbazaarMail.mailer;
}

/**
 * Sends, or throws what the SMTP server or the network said: the worker retries then. The
 * message is put together in memory first and handed over whole: streamed, each header line and
 * encoded piece was a write to the socket of its own, the largest share of the worker's time at
 * full load (docs/performance.md#lead-delivery).
 */
export async function sendEmail(email: LeadEmail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) throw new Error('SMTP_URL is not set');
  const to = [...(typeof email.to === 'string' ? [email.to] : email.to)];
  // The HTML part in base64, which Buffer encodes natively. Left to choose, nodemailer takes
  // quoted-printable, its own JavaScript over React's markup, one line of some 7 KB: that made
  // putting a message together three times as costly (docs/performance.md#lead-delivery). The
  // text part stays quoted-printable, readable as it is in the raw message.
  const html: Mail.AttachmentLike & { contentTransferEncoding: 'base64' } = {
    content: email.html,
    contentTransferEncoding: 'base64',
  };
  const message = await new MailComposer({
    from: MAIL_FROM,
    to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html,
    messageId: email.messageId,
    // RFC 3834: sent by a machine, so an auto-reply (an out-of-office) does not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  })
    .compile()
    .build();
  await mailTransport(SMTP_URL).sendMail({ envelope: { from: MAIL_FROM, to }, raw: message });
}

/**
 * E-mails under way at once: one per SMTP connection, so an e-mail is handed over when a
 * connection is free, and its claim is checked then rather than before a wait in the pool.
 */
const mailSlots = { free: MAIL_CONNECTIONS, waiting: [] as (() => void)[] };
async function withMailSlot<T>(work: () => Promise<T>): Promise<T> {
  if (mailSlots.free > 0) mailSlots.free -= 1;
  else await new Promise<void>((resolve) => mailSlots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = mailSlots.waiting.shift();
    if (next) next();
    else mailSlots.free += 1;
  }
}

/**
 * Sends one delivery. 'skipped': its channel is not configured (any more); without mail
 * settings the provider's alert is one line in the server log (docs/rules.md#e-mails-and-webhook).
 * `mayStart` is asked just before the sending starts, and throws if it must not.
 */
async function deliver(
  { channel, recipient, payload }: DueDelivery,
  mayStart: () => void,
): Promise<Outcome> {
  const { SMTP_URL, LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL } = env();
  if (channel === 'webhook') {
    if (!LEADS_WEBHOOK_URL) return 'skipped';
    mayStart();
    await postWebhook(payload);
    return 'sent';
  }
  if (channel === 'confirmation') {
    if (!SMTP_URL || !recipient) return 'skipped';
    await withMailSlot(async () => {
      mayStart();
      await sendEmail(await confirmationEmail(payload, recipient));
    });
    return 'sent';
  }
  if (!SMTP_URL || !LEADS_NOTIFY_EMAIL) {
    const { subject, sender } = viewOf(payload);
    console.info(
      `[lead] ${subject} <${sender.address}> (not e-mailed: set SMTP_URL and LEADS_NOTIFY_EMAIL)`,
    );
    return 'skipped';
  }
  await withMailSlot(async () => {
    mayStart();
    await sendEmail(await alertEmail(payload, LEADS_NOTIFY_EMAIL));
  });
  return 'sent';
}

/**
 * The operator's line per delivery (README, "How leads reach the provider"): reference and
 * channel, never the lead's personal data. An error can quote an address (an SMTP server
 * refusing a recipient): masked.
 */
const logLine = (channel: DeliveryChannel, reference: string, what: string) =>
  `[delivery] ${channel} ${reference} ${what}`;
const masked = (message: string) =>
  message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');

/** An attempt done, to be recorded. */
type Done = { id: number; outcome: Outcome; channel: DeliveryChannel; reference: string };

/**
 * One delivery claimed: sent (then `done`), failed (recorded here), or not started, its claim
 * too old (left to lapse) or the worker stopping (added to `handBack`).
 */
async function attempt(
  delivery: QueuedDelivery,
  claims: HeldClaims,
  done: (delivery: Done) => void,
  handBack: number[],
): Promise<void> {
  const { id, channel, reference } = delivery;
  const mayStart = () => {
    claims.check(id);
    if (state.stopping) throw new HandingBack();
  };
  let outcome: Outcome;
  try {
    outcome = await deliver(readPayload(delivery), mayStart);
  } catch (error) {
    if (error instanceof HandingBack) {
      handBack.push(id);
      return;
    }
    claims.drop(id);
    if (error instanceof ClaimRunningOut) {
      // Neither sent nor failed: due again once the claim lapses, sent then by whoever takes it.
      console.warn(logLine(channel, reference, 'not sent yet: its claim ran out first'));
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    // Not recorded (the database gone too): the claim lapses and the row is due again.
    const left = await failDelivery(id, message).catch(() => undefined);
    const what = left === 'dead' ? 'dead' : left ? 'failed' : 'failed (not recorded)';
    console.warn(
      logLine(channel, reference, `${what} (attempt ${delivery.attempts}): ${masked(message)}`),
    );
    return;
  }
  done({ id, outcome, channel, reference });
}

/**
 * Records attempts as they are done, one statement at a time, each taking every attempt done
 * since the one before began: a busy worker marks many in one statement, and a delivery is
 * marked a round trip or two after its answer, since a process killed in between sends it again.
 */
function recorder(claims: HeldClaims) {
  const done: Done[] = [];
  const writing = new Set<number>();
  let under: Promise<void> | undefined;
  const write = async () => {
    while (done.length) {
      const batch = done.splice(0);
      for (const { id } of batch) writing.add(id);
      try {
        await finishDeliveries(batch);
        for (const { channel, reference, outcome } of batch) {
          if (outcome === 'sent') console.info(logLine(channel, reference, 'sent'));
        }
      } catch (error) {
        // Their claims lapse, and they are sent again: as after a crash.
        console.error(`[delivery] could not record ${batch.length} as done:`, error);
      } finally {
        for (const { id } of batch) {
          writing.delete(id);
          claims.drop(id);
        }
      }
    }
  };
  const start = () => {
    under ??= write().finally(() => {
      under = undefined;
      if (done.length) start();
    });
  };
  return {
    add: (delivery: Done) => {
      done.push(delivery);
      start();
    },
    /** Done here and not recorded yet: not to be claimed again by this worker. */
    ids: () => [...done.map((delivery) => delivery.id), ...writing],
    settled: async () => {
      while (under) await under;
    },
  };
}

/**
 * Delivers everything due now until nothing is left. A new batch is claimed as soon as there is
 * room for one, not once the slowest attempt of the last is done, so the SMTP pool and the
 * webhook stay busy; once the queue runs short, when half of those under way are done. Claims
 * are renewed while their rows are under way or not yet recorded (lib/delivery/claims.ts). Once
 * the worker is stopping it claims nothing more, lets the sends under way finish, and hands back
 * at once the rows it claimed and has not started, rather than leave them until their claims
 * lapse.
 */
async function drain(): Promise<void> {
  const running = new Map<number, Promise<void>>();
  const claims = heldClaims();
  const record = recorder(claims);
  const handBack: number[] = [];
  const settle = async (atMost: number) => {
    while (running.size > atMost) await Promise.race(running.values());
  };
  try {
    while (!state.stopping) {
      // Not taken again while under way here, or done and not yet recorded.
      const busy = [...running.keys(), ...record.ids()];
      // Before the claim is made: its lease is counted from a moment no later than this.
      const claimedAt = performance.now();
      const due = await claimDeliveries(BATCH, LEASE_SECONDS, busy);
      claims.hold(
        due.map((delivery) => delivery.id),
        claimedAt,
      );
      for (const delivery of due) {
        running.set(
          delivery.id,
          attempt(delivery, claims, record.add, handBack).finally(() =>
            running.delete(delivery.id),
          ),
        );
      }
      if (!running.size) break;
      await settle(due.length === BATCH ? IN_FLIGHT - BATCH : Math.floor(running.size / 2));
    }
    await settle(0);
    await record.settled();
    if (handBack.length) {
      await releaseClaims(handBack);
      state.handedBack += handBack.length;
    }
  } finally {
    await claims.end();
  }
}

/**
 * The process's one run, on globalThis: the build bundles this module more than once (the
 * server's start-up and the actions' after()), and two runs in one process would each claim
 * rows, and a run's claim could lapse under the other's send.
 */
const state = ((
  globalThis as unknown as { botbazaarDelivery?: DeliveryState }
).botbazaarDelivery ??= {
  running: undefined,
  again: false,
  stopping: false,
  handedBack: 0,
  stop: () => stopDeliveryWorker(),
});
type DeliveryState = {
  running: Promise<void> | undefined;
  again: boolean;
  /** Set by stopDeliveryWorker: nothing more is claimed in this process. */
  stopping: boolean;
  /** Claims handed back while stopping. */
  handedBack: number;
  /** stopDeliveryWorker, for server.mjs, which cannot import this module (lib/delivery/thread.mjs). */
  stop: () => Promise<void>;
};

/**
 * The worker's own thread, when server.mjs runs it in one (lib/delivery/thread.mjs): then this
 * thread, which answers the visitors, only tells it that something was queued.
 */
const thread = () =>
  (globalThis as unknown as { botbazaarDeliveryThread?: { kick: () => void } })
    .botbazaarDeliveryThread;

/** Starts delivering now, or once the run under way ends, so nothing queued waits a sweep. */
export function kickDelivery(): void {
  const elsewhere = thread();
  if (elsewhere) {
    elsewhere.kick();
    return;
  }
  if (state.stopping) return;
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

/**
 * In every app instance: a sweep for retries that fall due, and rows another instance left. Not
 * here when the worker has a thread of its own, which sweeps there.
 */
export function startDeliveryWorker(): void {
  if (thread()) return;
  setInterval(kickDelivery, SWEEP_MS).unref();
  kickDelivery();
}

/**
 * Stops this process's worker, when the server is stopping: it claims nothing more, the sends
 * under way finish and are recorded, and the rows it claimed and has not sent are due again at
 * once for another instance. Resolves when nothing is left under way here.
 */
export async function stopDeliveryWorker(): Promise<void> {
  state.stopping = true;
  while (state.running) await state.running;
  console.info(`[delivery] stopped: ${state.handedBack} claims not sent yet handed back`);
}
