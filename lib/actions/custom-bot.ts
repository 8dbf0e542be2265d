'use server';

import { failureMessages } from '@/content/messages';
import { insertCustomBotRequest } from '@/db/queries/submissions';
import { firstErrorPerField, type ActionResult } from '@/lib/action-result';
import { customBotSchema, type CustomBotField } from '@/lib/schemas/custom-bot';
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

  // Guard and save the custom_bot_requests row, then answer.
  try {
    const { guards, meta, known } = await leadGuards(received, request);
    if (known) return { status: 'ok', submissionId: received.clientId, reference: known };
    const saved = await insertCustomBotRequest(
      {
        ...meta,
        businessName: request.businessName,
        category: request.category,
        platform: request.platform,
        businessSize: request.businessSize,
        budget: request.budget,
        // Each feature once, in the order the form lists them.
        features: [...new Set(request.features)],
        requirements: request.requirements || null,
        contactName: request.contactName,
        email: request.email,
        phone: request.phone || null,
      },
      guards,
    );
    return leadAnswer(received, saved, guards);
  } catch (error) {
    return saveFailed(received, error, failureMessages.customBot);
  }
}
