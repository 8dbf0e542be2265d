import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { rateLimitedMessage, type FailureMessages } from '@/content/messages';
import { isTemporarilyUnavailable } from '@/db/errors';
import type { SubmissionMeta } from '@/db/mappers';
import type { Guards, IdempotencyKey, InsertOutcome } from '@/db/queries';
import { currentClientKey } from '@/lib/client-address';
import { env } from '@/lib/env';
import { MIN_FILL_MS, spamReasonOf } from '@/lib/form-guards';
import { firstErrorPerField, type ActionResult, type FormValues } from '@/lib/action-result';
import { formDataToValues } from '@/lib/form-data';

type SafeParse<T> = (input: unknown) =>
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

type Prepared<Field extends string, Context> =
  { context: Context } | { errors: Partial<Record<Field, string>> } | { failed: string };

export type Submission<T, Field extends string, Context = undefined> = {
  /** Which form, for the server log. */
  form: string;
  formData: FormData;
  parse: SafeParse<T>;
  /** Fields that are checkbox groups, always read as lists. */
  listFields?: readonly string[];
  /**
   * Rules that need server-side knowledge (the catalogue), run after the schema passed; what
   * it finds is handed to `save`.
   */
  prepare?: (data: T) => Prepared<Field, Context>;
  /** Writes the row unless a guard stops it, in one statement (see db/queries.ts). */
  save: (data: T, meta: SubmissionMeta, guards: Guards, context: Context) => Promise<InsertOutcome>;
  /** Less time than this between showing the form and sending it marks the row as spam. */
  minFillMs?: number;
  /** What the visitor reads when saving fails. */
  failure: FailureMessages;
  /**
   * 'submission' (orders, requests, messages): the same submission sent again is a retry that
   * already landed, answered ok. 'email' (the newsletter): the address is the key, and a second
   * subscription of it is a 'duplicate'.
   */
  identity: 'submission' | 'email';
};

/**
 * For how long a form posted without JavaScript is recognised when it is sent again with exactly
 * the same fields (a refresh, a double click, back and resend): it carries no submission id.
 */
export const RESEND_WINDOW_SECONDS = 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id the browser made when it showed the form, if it sent one (a prerendered page has none). */
function clientSubmissionId(values: FormValues): string | undefined {
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
 * clean one (a person whose first try looked automated, then retried).
 */
function identityOf(form: string, clientId: string | undefined, data: unknown, spam: boolean) {
  if (clientId) {
    const submissionId = spam ? uuidFrom(`spam:${clientId}`) : clientId;
    return { submissionId, idempotency: { key: `id:${submissionId}`, ttlSeconds: null } };
  }
  const fingerprint = sha256(JSON.stringify([form, spam ? 'spam' : 'clean', data]));
  const idempotency: IdempotencyKey = {
    key: `fp:${fingerprint}`,
    ttlSeconds: RESEND_WINDOW_SECONDS,
  };
  return { submissionId: randomUUID(), idempotency };
}

/**
 * The one skeleton of every form action: parse, return early, write inside try, never throw.
 * Abuse is handled here for every form: a rate limit per client (stored in the database, so it
 * holds across app instances), and spam signs that mark the row instead of dropping it; a
 * suspected bot is answered exactly like a person, so it learns nothing, and counts against a
 * budget of its own, so it never uses up a real visitor's.
 * The returned values and submission id let a no-JavaScript page show the form again as typed,
 * and let a retry reuse the same id so it cannot create a second row.
 */
export async function handleSubmission<T, Field extends string, Context = undefined>(
  submission: Submission<T, Field, Context>,
): Promise<ActionResult<Field>> {
  // Only a hand-made request sends something else; answer it without touching it further.
  if (!(submission.formData instanceof FormData)) {
    return { status: 'invalid', errors: {}, values: {} };
  }
  const values = formDataToValues(submission.formData, submission.listFields);
  const clientId = clientSubmissionId(values);
  const parsed = submission.parse(values);
  if (!parsed.success) {
    const errors = firstErrorPerField<Field>(parsed.error.issues);
    return { status: 'invalid', errors, values, submissionId: clientId };
  }
  const prepared = submission.prepare?.(parsed.data) ?? { context: undefined as Context };
  if ('errors' in prepared)
    return { status: 'invalid', errors: prepared.errors, values, submissionId: clientId };
  if ('failed' in prepared)
    return { status: 'failed', message: prepared.failed, values, submissionId: clientId };

  const spamReason = spamReasonOf(values, submission.minFillMs ?? MIN_FILL_MS.default);
  const spam = spamReason !== null;
  try {
    const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
    const client = await currentClientKey();
    const limit = {
      key: `${submission.form}:${spam ? 'spam:' : ''}${client}`,
      max: RATE_LIMIT_MAX,
      windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    };
    const identity =
      submission.identity === 'submission'
        ? identityOf(submission.form, clientId, parsed.data, spam)
        : undefined;
    const outcome = await submission.save(
      parsed.data,
      { submissionId: identity?.submissionId ?? randomUUID(), spamReason },
      { limit, idempotency: identity?.idempotency },
      prepared.context,
    );
    if (outcome === 'limited')
      return { status: 'failed', message: rateLimitedMessage, values, submissionId: clientId };
    if (outcome === 'duplicate' && submission.identity === 'email') return { status: 'duplicate' };
    return { status: 'ok', submissionId: clientId };
  } catch (error) {
    const unavailable = isTemporarilyUnavailable(error);
    console.error(`[${submission.form}] could not save a submission:`, error);
    return {
      status: 'failed',
      message: unavailable ? submission.failure.unavailable : submission.failure.other,
      values,
      submissionId: clientId,
    };
  }
}
