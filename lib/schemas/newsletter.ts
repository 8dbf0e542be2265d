import * as z from 'zod/mini';
import { emailAddress } from '@/lib/schemas/fields';

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address.',
} as const;

export const newsletterSchema = z.object({
  email: emailAddress(NEWSLETTER_MESSAGES.email),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterInput & string;
