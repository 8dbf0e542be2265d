import 'server-only';
import { randomUUID } from 'node:crypto';
import { rateLimitedMessage, type FailureMessages } from '@/content/messages';
import { isTemporarilyUnavailable, isUniqueViolationOf } from '@/db/errors';
import type { SubmissionMeta } from '@/db/mappers';
import type { Guards, InsertOutcome } from '@/db/queries';
import { currentClientKey } from '@/lib/submission/client-address';
import { env } from '@/lib/env';
import { MIN_FILL_MS, spamReasonOf } from '@/lib/submission/spam-guards';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { formDataToValues } from '@/lib/submission/form-data';
import { clientSubmissionId, identityOf } from '@/lib/submission/idempotency';
import { newReference } from '@/lib/submission/reference';
import { attributionOf } from '@/lib/submission/visit';

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

/** References tried before a save gives up: a clash is one in a billion per lead saved. */
const REFERENCE_ATTEMPTS = 3;

/**
 * Saves with a new random reference, and again with another if that one is taken. Answers the
 * reference the lead has: the new one, or for a resend, the one it was first saved with.
 */
async function saveWithReference(
  save: (reference: string) => Promise<InsertOutcome>,
): Promise<InsertOutcome & { reference?: string }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      const saved = await save(reference);
      return saved.outcome === 'inserted' ? { ...saved, reference } : saved;
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isUniqueViolationOf(error, 'reference')) throw error;
    }
  }
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
    const meta = {
      submissionId: identity?.submissionId ?? randomUUID(),
      spamReason,
      attribution: await attributionOf(values),
    };
    const saved = await saveWithReference((reference) =>
      submission.save(
        parsed.data,
        { ...meta, reference },
        { limit, idempotency: identity?.idempotency },
        prepared.context,
      ),
    );
    if (saved.outcome === 'limited')
      return { status: 'failed', message: rateLimitedMessage, values, submissionId: clientId };
    if (saved.outcome === 'duplicate' && submission.identity === 'email')
      return { status: 'duplicate' };
    const reference = submission.identity === 'submission' ? saved.reference : undefined;
    return { status: 'ok', submissionId: clientId, reference };
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
