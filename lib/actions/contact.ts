'use server';

import { failureMessages } from '@/content/messages';
import { insertContactMessage } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { contactSchema, type ContactField } from '@/lib/schemas/contact';
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

  // Guard and save the contact_messages row, then answer.
  try {
    const { guards, meta, known } = await leadGuards(received, message);
    if (known) return { status: 'ok', submissionId: received.clientId, reference: known };
    const saved = await insertContactMessage(
      {
        ...meta,
        firstName: message.firstName,
        lastName: message.lastName || null,
        email: message.email,
        phone: message.phone,
        company: message.company,
        inquiryType: message.inquiryType,
        message: message.message,
      },
      guards,
    );
    return leadAnswer(received, saved, guards);
  } catch (error) {
    return saveFailed(received, error, failureMessages.contact);
  }
}
