'use server';

import { failureMessages } from '@/content/messages';
import { toCustomBotRequestRow } from '@/db/mappers';
import { insertCustomBotRequest } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { customBotSchema, type CustomBotField } from '@/lib/schemas/custom-bot';
import { saveWithReference } from '@/lib/submission/reference';
import {
  invalid,
  leadAnswer,
  leadGuards,
  receive,
  REFUSED,
  saveFailed,
} from '@/lib/submission/steps';

/** The 'Bot Customization Request' form's action. */
export async function submitCustomBot(
  _previous: ActionResult<CustomBotField>,
  formData: FormData,
): Promise<ActionResult<CustomBotField>> {
  // Parse: the features are a checkbox group, always a list (an empty one when none is ticked).
  const received = await receive('custom-bot', formData, { listFields: ['features'] });
  if (!received) return REFUSED;
  const parsed = customBotSchema.safeParse(received.sent);
  if (!parsed.success) return invalid(received, firstErrorPerField(parsed.error.issues));
  const request = parsed.data;

  // Guard and save, then answer.
  try {
    const { guards, meta, known } = await leadGuards(received, request);
    if (known) return { status: 'ok', submissionId: received.clientId, reference: known };
    const saved = await saveWithReference((reference) =>
      insertCustomBotRequest(toCustomBotRequestRow(request, { ...meta, reference }), guards),
    );
    return leadAnswer(received, saved, guards);
  } catch (error) {
    return saveFailed(received, error, failureMessages.customBot);
  }
}
