'use server';

import { failureMessages } from '@/content/messages';
import { toNewsletterRow } from '@/db/mappers';
import { insertNewsletterSubscription } from '@/db/queries/submissions';
import type { ActionResult } from '@/lib/action-result';
import { newsletterSchema, type Newsletter, type NewsletterField } from '@/lib/schemas/newsletter';
import { MIN_FILL_MS } from '@/lib/submission/spam-guards';
import { handleSubmission } from '@/lib/submission/handle-submission';

export async function subscribeNewsletter(
  _previous: ActionResult<NewsletterField>,
  formData: FormData,
): Promise<ActionResult<NewsletterField>> {
  return handleSubmission<Newsletter, NewsletterField>({
    form: 'newsletter',
    formData,
    parse: (input) => newsletterSchema.safeParse(input),
    save: (subscription, meta, guards) =>
      insertNewsletterSubscription(toNewsletterRow(subscription, meta), guards),
    minFillMs: MIN_FILL_MS.newsletter,
    failure: failureMessages.newsletter,
    // The address is the key: a second subscription is a duplicate, not a retry.
    kind: 'subscription',
  });
}
