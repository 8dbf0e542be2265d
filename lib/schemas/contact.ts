import * as z from 'zod/mini';
import { INQUIRY_TYPES, MAX_LENGTH } from '@/content/form-options';
import { CONTACT_PHONE_PATTERN } from '@/lib/schemas/patterns';
import {
  emailAddress,
  oneOf,
  optionalText,
  requiredPhone,
  requiredText,
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
  firstName: requiredText(CONTACT_MESSAGES.firstName, MAX_LENGTH.name, { oneLine: true }),
  lastName: optionalText(MAX_LENGTH.name, { oneLine: true }),
  email: emailAddress(CONTACT_MESSAGES.email),
  phone: requiredPhone(
    CONTACT_PHONE_PATTERN,
    CONTACT_MESSAGES.phoneDigits,
    CONTACT_MESSAGES.phoneRequired,
  ),
  company: requiredText(CONTACT_MESSAGES.company, MAX_LENGTH.company, { oneLine: true }),
  inquiryType: oneOf(INQUIRY_TYPES, CONTACT_MESSAGES.inquiryType),
  message: requiredText(CONTACT_MESSAGES.message, MAX_LENGTH.longText),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput & string;
