'use server';

import { failureMessages, rateLimitedMessage } from '@/content/messages';
import { insertNewsletterSubscription } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { newsletterSchema, type NewsletterField } from '@/lib/schemas/newsletter';
import { failed, invalid, rateLimitOf, receive, REFUSED, saveFailed } from '@/lib/submission/steps';

/**
 * The footer's newsletter sign-up. Not a lead: no reference, no deliveries, and the address is
 * the key, so a second subscription of it is a 'duplicate', not a retry.
 */
export async function subscribeNewsletter(
  _previous: ActionResult<NewsletterField>,
  formData: FormData,
): Promise<ActionResult<NewsletterField>> {
  // Parse: one field.
  const received = await receive('newsletter', formData);
  if (!received) return REFUSED;
  const parsed = newsletterSchema.safeParse(received.sent);
  if (!parsed.success) return invalid(received, firstErrorPerField(parsed.error.issues));

  // Guard and save (a known address is left as it is), then answer.
  try {
    const saved = await insertNewsletterSubscription(
      {
        email: parsed.data.email.trim(),
        source: 'footer',
        spamReason: received.spamReason,
        ...received.attribution,
      },
      { limit: await rateLimitOf(received) },
    );
    if (saved.outcome === 'limited') return failed(received, rateLimitedMessage);
    return saved.outcome === 'duplicate'
      ? { status: 'duplicate', values: received.values }
      : { status: 'ok' };
  } catch (error) {
    return saveFailed(received, error, failureMessages.newsletter);
  }
}
