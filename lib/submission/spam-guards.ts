import type { SpamReason } from '@/content/form-options';
import type { FormValues } from '@/lib/action-result';

/**
 * Quiet signs of an automated submission: a honeypot field people never see (so never fill),
 * and how long the form was open before it was sent, measured in the browser (so a visitor's
 * clock being off does not matter).
 */
export const HONEYPOT_FIELD = 'website';
export const FILL_TIME_FIELD = 'fillMs';

/** Less time than this between showing a form and sending it is faster than a person types. */
export const MIN_FILL_MS = { default: 3000, newsletter: 1000 } as const;

export function spamReasonOf(values: FormValues, minFillMs: number): SpamReason | null {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot';
  const fillMs = values[FILL_TIME_FIELD];
  // A page without JavaScript measures nothing.
  if (typeof fillMs !== 'string' || fillMs === '') return null;
  const elapsed = Number(fillMs);
  if (!Number.isFinite(elapsed) || elapsed < minFillMs) return 'too_fast';
  return null;
}
