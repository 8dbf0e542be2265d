import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { IdempotencyKey } from '@/db/queries/submissions';
import type { FormValues } from '@/lib/action-result';

/**
 * For how long a form posted without JavaScript is recognised when it is sent again with exactly
 * the same fields (a refresh, a double click, back and resend): it carries no submission id.
 */
export const RESEND_WINDOW_SECONDS = 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id the browser made when it showed the form, if it sent one (a prerendered page has none). */
export function clientSubmissionId(values: FormValues): string | undefined {
  const id = values.submissionId;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A UUID (v4 layout) read from a hash: the same input always gives the same id. */
function uuidFrom(text: string): string {
  const hex = sha256(text);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The row's submission id and the idempotency key that makes a second sending of it land on the
 * first. A submission suspected as spam gets ids of its own, so a flagged one never hides a later
 * clean one (a person whose first try looked automated, then retried); `clean` is then the key
 * it would have had unflagged, so a resend of a lead already saved clean (a reopened form sent
 * again at once) is still told that lead's reference, not saved a second time.
 */
export function identityOf(
  form: string,
  clientId: string | undefined,
  data: unknown,
  spam: boolean,
): { submissionId: string; idempotency: IdempotencyKey; clean?: IdempotencyKey } {
  if (clientId) {
    // The form's name in it: an id sent again with another form (only a crafted request does)
    // is that form's submission, not a resend of the first form's lead.
    const key = (submissionId: string) => ({
      key: `id:${form}:${submissionId}`,
      ttlSeconds: null,
    });
    if (!spam) return { submissionId: clientId, idempotency: key(clientId) };
    const submissionId = uuidFrom(`spam:${clientId}`);
    return { submissionId, idempotency: key(submissionId), clean: key(clientId) };
  }
  const key = (verdict: string) => ({
    key: `fp:${sha256(JSON.stringify([form, verdict, data]))}`,
    ttlSeconds: RESEND_WINDOW_SECONDS,
  });
  return {
    submissionId: randomUUID(),
    idempotency: key(spam ? 'spam' : 'clean'),
    ...(spam && { clean: key('clean') }),
  };
}
