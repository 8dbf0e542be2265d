import 'server-only';
import { forgetFormerOwners } from '@/db/queries/desk-auth';
import { sweepDeskRows, sweepSiteRows } from '@/db/queries/housekeeping';
import { DEMO_RETENTION_DAYS } from '@/content/demo-copy';
import { env } from '@/lib/env';
import { RESEND_WINDOW_SECONDS } from '@/lib/submission/idempotency';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** How long a form's submission id keeps a resend from being saved twice. */
export const SUBMISSION_KEY_DAYS = 30;

/**
 * The clean-ups that keep what a visitor or a stranger leaves behind short-lived
 * (docs/desk.md#what-is-kept-and-for-how-long): once when the server starts, then every hour, on
 * every instance (each statement deletes only what is past its time: running twice does nothing
 * more). A failure is logged and the next hour tries again.
 */
export async function sweep(): Promise<void> {
  const { DESK_OWNERS, RATE_LIMIT_WINDOW_SECONDS } = env();
  // Every counter's window is at most a day (confirmations an hour, sign-in attempts 15
  // minutes), or the forms' own when that is longer.
  await sweepSiteRows({
    limitSeconds: Math.max(DAY, RATE_LIMIT_WINDOW_SECONDS),
    resendSeconds: RESEND_WINDOW_SECONDS,
    keySeconds: SUBMISSION_KEY_DAYS * DAY,
    demoSeconds: DEMO_RETENTION_DAYS * DAY,
  });
  if (!DESK_OWNERS) return;
  await forgetFormerOwners(DESK_OWNERS);
  // Better Auth's windows are a minute long; a desk:link link works for 15 minutes.
  await sweepDeskRows({ limitSeconds: HOUR, usedLinkSeconds: DAY });
}

/** Starts the hourly clean-ups; resolves once the first is done (or has failed, logged). */
export function startHousekeeping(): Promise<void> {
  const run = () =>
    sweep().catch((error: unknown) => console.error('[housekeeping] a clean-up failed:', error));
  setInterval(run, HOUR * 1000).unref();
  return run();
}
