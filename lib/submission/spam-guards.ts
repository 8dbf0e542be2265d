import type { SpamReason } from '@/content/form-options';
import type { FormValues } from '@/lib/action-result';

/**
 * The quiet sign of an automated submission (decisions.md: a honeypot, beside the rate limit and
 * the size limits): a field people never see, so never fill. How long a form was open is not one:
 * a form sent within 3 seconds of showing was marked `too_fast`, and a person helped by autofill,
 * or any test driving a browser, had their lead kept from the provider's inbox.
 */
export const HONEYPOT_FIELD = 'website';

export function spamReasonOf(values: FormValues): SpamReason | null {
  const honeypot = values[HONEYPOT_FIELD];
  return typeof honeypot === 'string' && honeypot.trim() !== '' ? 'honeypot' : null;
}
