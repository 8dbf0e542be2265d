import 'server-only';
import { createHmac } from 'node:crypto';
import type { DeliveryPayload } from '@/db/schema';
import { env } from '@/lib/env';

/** A webhook that has not answered in this long has failed this attempt. */
const TIMEOUT_MS = 10_000;

/** `sha256=<hex HMAC-SHA256 of the raw body>` (docs/rules.md#e-mails-and-webhook). */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * POSTs the lead as JSON to LEADS_WEBHOOK_URL, signed when LEADS_WEBHOOK_SECRET is set, with the
 * reference as its idempotency key, so a receiver that sees it twice (after a crash between
 * its answer and our record of it) can tell. Anything but a 2xx answer within the timeout
 * throws, to be retried; a redirect is not followed.
 */
export async function postWebhook(payload: DeliveryPayload): Promise<void> {
  const { LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET } = env();
  if (!LEADS_WEBHOOK_URL) throw new Error('LEADS_WEBHOOK_URL is not set');
  // In the documented order (jsonb, where the outbox keeps it, orders keys by length).
  const { type, reference, created_at, lead, attribution, spam_reason } = payload;
  const body = JSON.stringify({ type, reference, created_at, lead, attribution, spam_reason });
  const response = await fetch(LEADS_WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'BotBazaar-Webhook/1',
      'Idempotency-Key': payload.reference,
      ...(LEADS_WEBHOOK_SECRET && {
        'X-BotBazaar-Signature': webhookSignature(body, LEADS_WEBHOOK_SECRET),
      }),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // Read (and drop) the answer, so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}
