import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The limits count in fixed windows aligned to the clock (`windowStartOf`, db/queries/guards.ts):
 * a test that sends a client's whole limit and one more must send them within one window, or the
 * one more lands in the next and is let through (a test of the minute's limit failed so in CI,
 * once). Waits for the next window when the current one has less than `neededMs` left.
 */
export async function withinOneWindow(windowSeconds: number, neededMs = 5_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await sleep(left + 50);
}
