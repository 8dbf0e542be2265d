import * as z from 'zod/mini';
import {
  BUDGETS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_FEATURES,
  CUSTOM_BOT_PLATFORMS,
  MAX_LENGTH,
} from '@/content/form-options';
import { CONTACT_PHONE_PATTERN } from '@/lib/schemas/patterns';
import {
  emailAddress,
  oneOf,
  optionalPhone,
  optionalText,
  requiredText,
} from '@/lib/schemas/fields';

export const CUSTOM_BOT_MESSAGES = {
  businessName: 'Business name is required',
  category: 'Please select a category',
  platform: 'Please select a platform',
  businessSize: 'Please select a business size',
  budget: 'Please select a budget range',
  features: 'Please choose from the listed features',
  // Who to send the proposal to (docs/rules.md#custom-bot-request-form).
  contactName: 'Your name is required',
  email: 'Invalid email address',
  phone: 'Phone number must contain only numbers',
} as const;

export const customBotSchema = z.object({
  businessName: requiredText(CUSTOM_BOT_MESSAGES.businessName, MAX_LENGTH.company, {
    oneLine: true,
  }),
  category: oneOf(CUSTOM_BOT_CATEGORIES, CUSTOM_BOT_MESSAGES.category),
  platform: oneOf(CUSTOM_BOT_PLATFORMS, CUSTOM_BOT_MESSAGES.platform),
  businessSize: oneOf(BUSINESS_SIZES, CUSTOM_BOT_MESSAGES.businessSize),
  budget: oneOf(BUDGETS, CUSTOM_BOT_MESSAGES.budget),
  // A checkbox group: the list of ticked labels, empty when none is (lib/submission/form-data.ts).
  features: z._default(
    z
      .array(oneOf(CUSTOM_BOT_FEATURES, CUSTOM_BOT_MESSAGES.features), {
        error: CUSTOM_BOT_MESSAGES.features,
      })
      .check(z.maxLength(CUSTOM_BOT_FEATURES.length, CUSTOM_BOT_MESSAGES.features)),
    [],
  ),
  requirements: optionalText(MAX_LENGTH.longText),
  contactName: requiredText(CUSTOM_BOT_MESSAGES.contactName, MAX_LENGTH.name, { oneLine: true }),
  email: emailAddress(CUSTOM_BOT_MESSAGES.email),
  phone: optionalPhone(CONTACT_PHONE_PATTERN, CUSTOM_BOT_MESSAGES.phone),
});

export type CustomBotInput = z.input<typeof customBotSchema>;
export type CustomBot = z.output<typeof customBotSchema>;
export type CustomBotField = keyof CustomBotInput & string;
