import 'server-only';
import { renewClaims } from '@/db/queries/deliveries';

/**
 * How long a worker's claim on a row lasts (db/queries/deliveries.ts). It is renewed every
 * RENEW_MS while the row is being sent, so it lapses only once its worker has stopped renewing
 * it: a process killed, or cut off from the database. A lapsed claim is how another instance
 * takes over the deliveries of one that died, so an alert waits this long at most, and a sweep
 * (5 s) more. With the lease at 60 s, alerts of an instance killed under load waited up to 62 s
 * for the other (docs/deploy.md#several-instances).
 */
export const LEASE_SECONDS = 10;
/** Four renewals a lease: one or two can fail (a slow statement, a blip) before a claim runs out. */
const RENEW_MS = (LEASE_SECONDS * 1000) / 4;
/**
 * A claim not renewed for this long is not acted on any more: its row goes back to the queue
 * when the claim lapses, instead of being sent late, when another instance may have taken it.
 */
const HAND_OVER_BEFORE_MS = (LEASE_SECONDS * 1000) / 2;

export class ClaimRunningOut extends Error {}

/**
 * The claims one run of the worker holds, each with when it was last made or renewed
 * (performance.now() taken before the statement was sent, so no later than the database's own
 * now(), from which the claim is counted). Renewed all together every RENEW_MS until `end`.
 */
export function heldClaims() {
  const held = new Map<number, number>();
  let renewing: Promise<void> | undefined;
  const renew = async () => {
    const at = performance.now();
    try {
      for (const id of await renewClaims([...held.keys()], LEASE_SECONDS)) {
        if (held.has(id)) held.set(id, at);
      }
    } catch (error) {
      // Each claim not renewed runs out in its time, and its row is handed over (check()).
      console.warn(`[delivery] could not renew ${held.size} claims: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => {
    if (held.size) {
      renewing ??= renew().finally(() => {
        renewing = undefined;
      });
    }
  }, RENEW_MS);
  timer.unref();
  return {
    hold: (ids: readonly number[], at: number) => {
      for (const id of ids) held.set(id, at);
    },
    /** Done with: recorded, failed, or handed over. Not renewed any more. */
    drop: (id: number) => {
      held.delete(id);
    },
    /** Throws ClaimRunningOut when the claim on `id` is too old to act under. */
    check: (id: number) => {
      if (performance.now() - (held.get(id) ?? -Infinity) > HAND_OVER_BEFORE_MS) {
        throw new ClaimRunningOut();
      }
    },
    end: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}

export type HeldClaims = ReturnType<typeof heldClaims>;
