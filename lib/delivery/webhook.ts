import 'server-only';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { finished } from 'node:stream/promises';
import { Webhook } from 'standardwebhooks';
import type { DeliveryPayload } from '@/lib/delivery/payload';
import { env } from '@/lib/env';

/** A webhook that has not answered in this long has failed this attempt. */
const TIMEOUT_MS = 10_000;
const WHSEC = 'whsec_';

/** `sha256=<hex HMAC-SHA256 of the raw body>` (docs/rules.md#e-mails-and-webhook). */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * LEADS_WEBHOOK_SECRET as the Standard Webhooks libraries take it (docs/webhooks.md): a
 * `whsec_…` secret as it is; any other string by its UTF-8 bytes, which is the secret
 * `whsec_` + base64 of those bytes.
 */
export function standardWebhookSecret(secret: string): string {
  return secret.startsWith(WHSEC) ? secret : `${WHSEC}${Buffer.from(secret).toString('base64')}`;
}

/**
 * The Standard Webhooks headers: `webhook-id`, one per delivery and the same on every retry (a
 * receiver drops a repeat by it), the time of this attempt, and, with a secret, the signature
 * over both and the body, so a captured request can be refused once it is old.
 */
export function standardWebhookHeaders(
  id: string,
  body: string,
  secret: string | undefined,
  at = new Date(),
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    ...(secret && {
      'webhook-signature': new Webhook(standardWebhookSecret(secret)).sign(id, at, body),
    }),
  };
}

/**
 * One per lead and verdict (a reference is unique per lead type): a lead flagged as suspected
 * spam, sent with LEADS_NOTIFY_SPAM, has ids of its own, so the clean one 'Not spam' sends after
 * it is not dropped as its repeat by a receiver that drops repeats, as this id asks it to.
 */
export const webhookId = (payload: DeliveryPayload) =>
  `msg_${payload.type}_${payload.reference}${payload.spam_reason ? '_spam' : ''}`;

/** The Idempotency-Key: the reference, and for a flagged lead's webhook, marked as such. */
export const idempotencyKey = (payload: DeliveryPayload) =>
  `${payload.reference}${payload.spam_reason ? '-spam' : ''}`;

/**
 * Connections to the receiver kept open between webhooks, one set per process and scheme. One
 * left unused for 4 s is closed (what fetch does), before a receiver's own idle limit (often 5 s)
 * can close it under a new request.
 */
const IDLE = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new http.Agent(IDLE), 'https:': new https.Agent(IDLE) };

/**
 * POSTs `body` and resolves with the answer's status once the answer has been read to its end
 * (and dropped), so the connection can be reused. Anything that takes longer than TIMEOUT_MS from
 * the start, the connection and a trickled answer included, is cut off and rejects. Node's
 * http.request rather than fetch: a quarter of fetch's CPU per call, and the worker makes one per
 * lead on the cores that answer the visitors (docs/performance.md#lead-delivery). It follows no
 * redirect.
 */
async function post(url: URL, headers: Record<string, string>, body: string): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  const request = client.request(url, {
    method: 'POST',
    agent: agents[url.protocol as keyof typeof agents],
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  });
  const timer = setTimeout(
    () => request.destroy(new Error(`The webhook did not answer within ${TIMEOUT_MS / 1000} s`)),
    TIMEOUT_MS,
  );
  try {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve).on('error', reject).end(body);
    });
    // Rejects when the answer is cut off before its end, by the receiver or the timer.
    await finished(response.resume());
    return response.statusCode ?? 0;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs the lead as JSON to LEADS_WEBHOOK_URL, signed when LEADS_WEBHOOK_SECRET is set (our
 * header and the Standard Webhooks ones), with the reference as its idempotency key, so a
 * receiver that sees it twice (after a crash between its answer and our record of it) can tell.
 * Anything but a 2xx answer within the timeout throws, to be retried; a redirect is not followed.
 */
export async function postWebhook(payload: DeliveryPayload): Promise<void> {
  const { LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET } = env();
  if (!LEADS_WEBHOOK_URL) throw new Error('LEADS_WEBHOOK_URL is not set');
  // In the documented order.
  const { type, reference, created_at, lead, attribution, spam_reason } = payload;
  const body = JSON.stringify({ type, reference, created_at, lead, attribution, spam_reason });
  const status = await post(
    new URL(LEADS_WEBHOOK_URL),
    {
      'Content-Type': 'application/json',
      'User-Agent': 'BotBazaar-Webhook/1',
      'Idempotency-Key': idempotencyKey(payload),
      ...(LEADS_WEBHOOK_SECRET && {
        'X-BotBazaar-Signature': webhookSignature(body, LEADS_WEBHOOK_SECRET),
      }),
      ...standardWebhookHeaders(webhookId(payload), body, LEADS_WEBHOOK_SECRET),
    },
    body,
  );
  if (status < 200 || status > 299) throw new Error(`The webhook answered ${status}`);
}
