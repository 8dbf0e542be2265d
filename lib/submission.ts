import 'server-only';
import { randomUUID } from 'node:crypto';
import { rateLimitedMessage, type FailureMessages } from '@/content/messages';
import { isTemporarilyUnavailable } from '@/db/errors';
import type { SubmissionMeta } from '@/db/mappers';
import type { InsertOutcome, RateLimit } from '@/db/queries';
import { currentRateLimitBucket } from '@/lib/client-address';
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
  /** Writes the row unless `limit` is reached, in one statement (see db/queries.ts). */
  save: (
    data: T,
    meta: SubmissionMeta,
    limit: RateLimit,
    context: Context,
  ) => Promise<InsertOutcome>;
  /** Less time than this between showing the form and sending it marks the row as spam. */
  minFillMs?: number;
  /** What the visitor reads when saving fails. */
  failure: FailureMessages;
  /** Whether an existing row means 'duplicate' (newsletter) or a retry that already landed. */
  duplicateIsOk: boolean;
};

function submissionIdOf(values: FormValues): string {
  const id = values.submissionId;
  return typeof id === 'string' && id ? id : randomUUID();
}

/**
 * The one skeleton of every form action: parse, return early, write inside try, never throw.
 * Abuse is handled here for every form: a rate limit per client (stored in the database, so it
 * holds across app instances), and spam signs that mark the row instead of dropping it; a
 * suspected bot is answered exactly like a person, so it learns nothing.
 * The returned values and submission id let a no-JavaScript page show the form again as typed,
 * and let a retry reuse the same id so it cannot create a second row.
 */
export async function handleSubmission<T, Field extends string, Context = undefined>(
  submission: Submission<T, Field, Context>,
): Promise<ActionResult<Field>> {
  // Only a hand-made request sends something else; answer it without touching it further.
  if (!(submission.formData instanceof FormData)) {
    return { status: 'invalid', errors: {}, values: {}, submissionId: randomUUID() };
  }
  const values = formDataToValues(submission.formData, submission.listFields);
  const parsed = submission.parse(values);
  if (!parsed.success) {
    const errors = firstErrorPerField<Field>(parsed.error.issues);
    // A malformed id (only a tampered page sends one) is replaced, so the next try can pass.
    const submissionId = 'submissionId' in errors ? randomUUID() : submissionIdOf(values);
    return { status: 'invalid', errors, values, submissionId };
  }
  const submissionId = submissionIdOf(values);
  const prepared = submission.prepare?.(parsed.data) ?? { context: undefined as Context };
  if ('errors' in prepared)
    return { status: 'invalid', errors: prepared.errors, values, submissionId };
  if ('failed' in prepared)
    return { status: 'failed', message: prepared.failed, values, submissionId };

  const spamReason = spamReasonOf(values, submission.minFillMs ?? MIN_FILL_MS.default);
  try {
    const bucket = await currentRateLimitBucket();
    const limit = {
      key: `${submission.form}:${bucket.key}`,
      max: bucket.max,
      windowSeconds: env().RATE_LIMIT_WINDOW_SECONDS,
    };
    const outcome = await submission.save(
      parsed.data,
      { submissionId, spamReason },
      limit,
      prepared.context,
    );
    if (outcome === 'limited')
      return { status: 'failed', message: rateLimitedMessage, values, submissionId };
    if (outcome === 'duplicate' && !submission.duplicateIsOk) return { status: 'duplicate' };
    return { status: 'ok', submissionId };
  } catch (error) {
    const unavailable = isTemporarilyUnavailable(error);
    console.error(`[${submission.form}] could not save a submission:`, error);
    return {
      status: 'failed',
      message: unavailable ? submission.failure.unavailable : submission.failure.other,
      values,
      submissionId,
    };
  }
}
