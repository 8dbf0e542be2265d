import * as z from 'zod/mini';
import { INQUIRY_TYPES, MAX_LENGTH } from '@/content/form-options';
import { CONTACT_PHONE_PATTERN } from '@/lib/schemas/patterns';
import {
  emailAddress,
  oneOf,
  optionalText,
  requiredText,
  submissionId,
  tooLong,
} from '@/lib/schemas/fields';

export const CONTACT_MESSAGES = {
  firstName: 'First name is required',
  email: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must contain only numbers',
  company: 'Company name is required',
  inquiryType: 'Please select an inquiry type',
  message: 'Message is required',
} as const;

export const contactSchema = z.object({
  firstName: requiredText(CONTACT_MESSAGES.firstName, MAX_LENGTH.name),
  lastName: optionalText(MAX_LENGTH.name),
  email: emailAddress(CONTACT_MESSAGES.email),
  phone: z
    .string({ error: CONTACT_MESSAGES.phoneRequired })
    .check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.phoneRequired),
      z.regex(new RegExp(CONTACT_PHONE_PATTERN), CONTACT_MESSAGES.phoneDigits),
      z.maxLength(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone)),
    ),
  company: requiredText(CONTACT_MESSAGES.company, MAX_LENGTH.company),
  inquiryType: oneOf(INQUIRY_TYPES, CONTACT_MESSAGES.inquiryType),
  message: requiredText(CONTACT_MESSAGES.message, MAX_LENGTH.longText),
  submissionId,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput & string;
