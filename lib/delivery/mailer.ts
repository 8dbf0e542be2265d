import 'server-only';
import { createTransport } from 'nodemailer';
import { env } from '@/lib/env';
import type { LeadEmail } from '@/lib/delivery/emails';

type Transport = ReturnType<typeof createTransport>;

/** SMTP connections per process. */
export const MAIL_CONNECTIONS = 10;
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

/** Whether e-mail is set up at all (SMTP_URL). */
export function mailConfigured(): boolean {
  return env().SMTP_URL !== undefined;
}

/** Sends, or throws what the SMTP server or the network said: the worker retries then. */
export async function sendEmail(email: LeadEmail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) throw new Error('SMTP_URL is not set');
  await mailTransport(SMTP_URL).sendMail({
    from: MAIL_FROM,
    to: [...(typeof email.to === 'string' ? [email.to] : email.to)],
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    // RFC 3834: sent by a machine, so an auto-reply (an out-of-office) does not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}
