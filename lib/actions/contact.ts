'use server';

import { failureMessages } from '@/content/messages';
import { toContactMessageRow } from '@/db/mappers';
import { insertContactMessage } from '@/db/queries/submissions';
import type { ActionResult } from '@/lib/action-result';
import { contactSchema, type Contact, type ContactField } from '@/lib/schemas/contact';
import { handleSubmission } from '@/lib/submission/handle-submission';

export async function submitContact(
  _previous: ActionResult<ContactField>,
  formData: FormData,
): Promise<ActionResult<ContactField>> {
  return handleSubmission<Contact, ContactField>({
    form: 'contact',
    formData,
    parse: (input) => contactSchema.safeParse(input),
    save: (message, meta, guards) =>
      insertContactMessage(toContactMessageRow(message, meta), guards),
    failure: failureMessages.contact,
    kind: 'lead',
  });
}
