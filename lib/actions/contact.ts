'use server';

import { failureMessages } from '@/content/messages';
import { toContactMessageRow } from '@/db/mappers';
import { insertContactMessage } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { contactSchema, type ContactField } from '@/lib/schemas/contact';
import { saveWithReference } from '@/lib/submission/reference';
import {
  invalid,
  leadAnswer,
  leadGuards,
  receive,
  REFUSED,
  saveFailed,
} from '@/lib/submission/steps';

/** The 'Send us a Message' form's action. */
export async function submitContact(
  _previous: ActionResult<ContactField>,
  formData: FormData,
): Promise<ActionResult<ContactField>> {
  // Parse.
  const received = await receive('contact', formData);
  if (!received) return REFUSED;
  const parsed = contactSchema.safeParse(received.sent);
  if (!parsed.success) return invalid(received, firstErrorPerField(parsed.error.issues));
  const message = parsed.data;

  // Guard and save, then answer.
  try {
    const { guards, meta, known } = await leadGuards(received, message);
    if (known) return { status: 'ok', submissionId: received.clientId, reference: known };
    const saved = await saveWithReference((reference) =>
      insertContactMessage(toContactMessageRow(message, { ...meta, reference }), guards),
    );
    return leadAnswer(received, saved, guards);
  } catch (error) {
    return saveFailed(received, error, failureMessages.contact);
  }
}
