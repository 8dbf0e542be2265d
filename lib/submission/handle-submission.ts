import 'server-only';
import { randomUUID } from 'node:crypto';
import { rateLimitedMessage, type FailureMessages } from '@/content/messages';
import { isTemporarilyUnavailable } from '@/db/errors';
import type { SubmissionMeta } from '@/db/mappers';
import { savedReference, type Guards, type InsertOutcome } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult, type FormValues } from '@/lib/action-result';
import { deliveryOf, kickDeliveryAfterResponse } from '@/lib/delivery/enqueue';
import { env } from '@/lib/env';
import { currentClientKey } from '@/lib/submission/client-address';
import { formDataToValues } from '@/lib/submission/form-data';
import { clientSubmissionId, identityOf } from '@/lib/submission/idempotency';
import { saveWithReference } from '@/lib/submission/reference';
import { MIN_FILL_MS, spamReasonOf } from '@/lib/submission/spam-guards';
import { attributionOf } from '@/lib/submission/visit';

type SafeParse<T> = (input: unknown) =>
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

type Prepared<Field extends string, Context> =
  { context: Context } | { errors: Partial<Record<Field, string>> } | { failed: string };

export type Submission<T extends { email: string }, Field extends string, Context = undefined> = {
  /** Which form, for the server log and the rate limit. */
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
  /** Writes the row unless a guard stops it, in one statement (see db/queries/submissions.ts). */
  save: (data: T, meta: SubmissionMeta, guards: Guards, context: Context) => Promise<InsertOutcome>;
  /** Less time than this between showing the form and sending it marks the row as spam. */
  minFillMs?: number;
  /** What the visitor reads when saving fails. */
  failure: FailureMessages;
  /**
   * 'lead' (orders, custom-bot requests, contact messages): it gets a reference and its
   * deliveries, and the same submission sent again is a retry that already landed, answered
   * ok. 'subscription' (the newsletter): the address is the key, and a second subscription of
   * it is a 'duplicate'.
   */
  kind: 'lead' | 'subscription';
};

/**
 * The one skeleton of every form action: parse, return early, write inside try, never throw.
 * Abuse is handled here for every form: a rate limit per client (stored in the database, so it
 * holds across app instances), and spam signs that mark the row instead of dropping it; a
 * suspected bot is answered exactly like a person, so it learns nothing, and counts against a
 * budget of its own, so it never uses up a real visitor's.
 * The returned values and submission id let a no-JavaScript page show the form again as typed,
 * and let a retry reuse the same id so it cannot create a second row.
 */
export async function handleSubmission<
  T extends { email: string },
  Field extends string,
  Context = undefined,
>(submission: Submission<T, Field, Context>): Promise<ActionResult<Field>> {
  // Only a hand-made request sends something else; answer it without touching it further.
  if (!(submission.formData instanceof FormData)) {
    return { status: 'invalid', errors: {}, values: {} };
  }
  const sent = formDataToValues(submission.formData, submission.listFields);
  const clientId = clientSubmissionId(sent);
  const parsed = submission.parse(sent);
  // Echoed back with what the visit came from, so a page without JavaScript, shown again after
  // an error, sends it with the next try (that page's own address no longer tells).
  const attribution = await attributionOf(sent);
  const values: FormValues = { ...sent, ...attribution };
  if (!parsed.success) {
    const errors = firstErrorPerField<Field>(parsed.error.issues);
    return { status: 'invalid', errors, values, submissionId: clientId };
  }
  const prepared = submission.prepare?.(parsed.data) ?? { context: undefined as Context };
  if ('errors' in prepared)
    return { status: 'invalid', errors: prepared.errors, values, submissionId: clientId };
  if ('failed' in prepared)
    return { status: 'failed', message: prepared.failed, values, submissionId: clientId };

  const spamReason = spamReasonOf(sent, submission.minFillMs ?? MIN_FILL_MS.default);
  const spam = spamReason !== null;
  const lead = submission.kind === 'lead';
  try {
    const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
    const limit = {
      key: `${submission.form}:${spam ? 'spam:' : ''}${await currentClientKey()}`,
      max: RATE_LIMIT_MAX,
      windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    };
    const identity = lead ? identityOf(submission.form, clientId, parsed.data, spam) : undefined;
    // Sent again after it was saved clean, this time looking automated: the same lead.
    const known = identity?.clean && (await savedReference(identity.clean));
    if (known) return { status: 'ok', submissionId: clientId, reference: known };
    const guards: Guards = {
      limit,
      idempotency: identity?.idempotency,
      delivery: lead ? deliveryOf(parsed.data.email, spam) : undefined,
    };
    const meta = { submissionId: identity?.submissionId ?? randomUUID(), spamReason, attribution };
    const saved = await saveWithReference((reference) =>
      submission.save(parsed.data, { ...meta, reference }, guards, prepared.context),
    );
    if (saved.outcome === 'limited')
      return { status: 'failed', message: rateLimitedMessage, values, submissionId: clientId };
    if (!lead) return saved.outcome === 'duplicate' ? { status: 'duplicate' } : { status: 'ok' };
    if (saved.outcome === 'inserted' && guards.delivery) kickDeliveryAfterResponse();
    return { status: 'ok', submissionId: clientId, reference: saved.reference };
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
