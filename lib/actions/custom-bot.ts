'use server';

import { failureMessages } from '@/content/messages';
import { toCustomBotRequestRow } from '@/db/mappers';
import { insertCustomBotRequest } from '@/db/queries/submissions';
import type { ActionResult } from '@/lib/action-result';
import { customBotSchema, type CustomBot, type CustomBotField } from '@/lib/schemas/custom-bot';
import { handleSubmission } from '@/lib/submission/handle-submission';

export async function submitCustomBot(
  _previous: ActionResult<CustomBotField>,
  formData: FormData,
): Promise<ActionResult<CustomBotField>> {
  return handleSubmission<CustomBot, CustomBotField>({
    form: 'custom-bot',
    formData,
    parse: (input) => customBotSchema.safeParse(input),
    listFields: ['features'],
    save: (request, meta, guards) =>
      insertCustomBotRequest(toCustomBotRequestRow(request, meta), guards),
    failure: failureMessages.customBot,
    kind: 'lead',
  });
}
