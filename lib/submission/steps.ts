import 'server-only';
import { after } from 'next/server';
import type { SpamReason } from '@/content/form-options';
import { rateLimitedMessage, type FailureMessages } from '@/content/messages';
import { isTemporarilyUnavailable } from '@/db/errors';
import { deliveryOf } from '@/db/queries/deliveries';
import { savedReference, type Guards, type InsertOutcome } from '@/db/queries/submissions';
import type { ActionResult, FormValues } from '@/lib/action-result';
import type { Attribution } from '@/lib/attribution';
import { kickDelivery } from '@/lib/delivery/worker';
import { env } from '@/lib/env';
import { formDataToValues } from '@/lib/submission/form-data';
import { clientSubmissionId, identityOf } from '@/lib/submission/idempotency';
import { spamReasonOf } from '@/lib/submission/spam-guards';
import { currentClientKey, visitOf } from '@/lib/submission/visit';

/**
 * The steps every form action takes, in its own body, top to bottom: receive the post, parse it
 * with the form's schema, check what only the server knows, guard and save, answer. Each step
 * here returns a value; none calls back into the action. Nothing is ever thrown to the browser.
 */

/** A form post as an action reads it before parsing. */
export type Received = {
  /** Which form, for the server log and the rate limit. */
  form: string;
  /** The fields as sent (checkbox groups as lists). */
  sent: FormValues;
  /**
   * Echoed back with what the visit came from and the demo it had, so a page without JavaScript,
   * shown again after an error, sends them with the next try (its own address no longer tells).
   */
  values: FormValues;
  /** The id the browser made when it showed the form; a prerendered page sends none. */
  clientId?: string;
  attribution: Attribution;
  /** A honeypot filled, or sent faster than a person types: kept, marked, answered alike. */
  spamReason: SpamReason | null;
};

/** A request only a hand-made client sends (its argument is no form): answered, not read. */
export const REFUSED: ActionResult<never> = { status: 'invalid', errors: {}, values: {} };

export async function receive(
  form: string,
  formData: unknown,
  { listFields = [] }: { listFields?: string[] } = {},
): Promise<Received | null> {
  if (!(formData instanceof FormData)) return null;
  const sent = formDataToValues(formData, listFields);
  const { attribution, demo } = await visitOf(sent);
  return {
    form,
    sent,
    values: { ...sent, ...attribution, ...demo },
    clientId: clientSubmissionId(sent),
    attribution,
    spamReason: spamReasonOf(sent),
  };
}

/** The fields that failed, each with one message: the schema's first, or a server rule's. */
export function invalid<Field extends string>(
  received: Received,
  errors: Partial<Record<Field, string>>,
): ActionResult<Field> {
  return { status: 'invalid', errors, values: received.values, submissionId: received.clientId };
}

export function failed(received: Received, message: string): ActionResult<never> {
  return { status: 'failed', message, values: received.values, submissionId: received.clientId };
}

/**
 * The budget a submission counts against: per form and client, stored in the database so it
 * holds across app instances. A suspected bot counts against a budget of its own, so it never
 * uses up a real visitor's.
 */
export async function rateLimitOf(received: Received): Promise<Guards['limit']> {
  const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = env();
  const spam = received.spamReason ? 'spam:' : '';
  return {
    key: `${received.form}:${spam}${await currentClientKey()}`,
    max: RATE_LIMIT_MAX,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
  };
}

/**
 * How a lead (an order, a custom-bot request, a contact message) is guarded on its way in: the
 * rate limit, the idempotency key that makes a resend land on the first, its deliveries. And
 * `known`: the reference of this same lead already saved clean, when it comes again looking
 * automated (a reopened form sent at once), so it is told that lead, not saved twice.
 */
export async function leadGuards(received: Received, lead: { email: string }) {
  const spam = received.spamReason !== null;
  const identity = identityOf(received.form, received.clientId, lead, spam);
  const guards: Guards = {
    limit: await rateLimitOf(received),
    idempotency: identity.idempotency,
    delivery: deliveryOf(lead.email, spam, await currentClientKey()),
  };
  // What the server adds to the lead's row: its retry key, any sign of spam, where the visit
  // came from (the attribution columns, in their camelCase names).
  const meta = {
    submissionId: identity.submissionId,
    spamReason: received.spamReason,
    ...received.attribution,
  };
  const known = identity.clean ? await savedReference(identity.clean) : undefined;
  return { guards, meta, known };
}

/**
 * Delivers what was just queued once the visitor has their answer, not before it (a lead's save
 * here, a verdict or a retry in the desk).
 */
export function kickDeliveryAfterResponse(): void {
  try {
    after(kickDelivery);
  } catch {
    // Not in a request: a test calling the action directly, which delivers when it chooses.
  }
}

/** What the visitor is told once a lead's save has run; its deliveries start after the answer. */
export function leadAnswer(
  received: Received,
  saved: InsertOutcome,
  guards: Guards,
): ActionResult<never> {
  if (saved.outcome === 'limited') return failed(received, rateLimitedMessage);
  if (saved.outcome === 'inserted' && guards.delivery) kickDeliveryAfterResponse();
  return { status: 'ok', submissionId: received.clientId, reference: saved.reference };
}

/** A save that threw: logged whole, told in the form's own words (the database's never). */
export function saveFailed(
  received: Received,
  error: unknown,
  failure: FailureMessages,
): ActionResult<never> {
  console.error(`[${received.form}] could not save a submission:`, error);
  const unavailable = isTemporarilyUnavailable(error);
  return failed(received, unavailable ? failure.unavailable : failure.other);
}
