// @ts-check
// Starts the lead-delivery worker in a worker thread of its own (server.mjs, on PostgreSQL). Plain
// JavaScript, as server.mjs is; the thread runs the build's bundle of lib/delivery/thread-main.ts.
import { superviseThread } from '../http/worker-thread.mjs';

/** The bundle in the build folder, written by `npm run build` (scripts/threads.mjs). */
export const DELIVERY_THREAD_FILE = 'delivery-thread.mjs';

/**
 * Runs the worker in `file` in a thread, started again if it stops (lib/http/worker-thread.mjs).
 * From then on a kick on this thread (kickDelivery in lib/delivery/worker.ts, after a save or the
 * desk's retry) is a message to it, and this thread runs no worker of its own. Returns `stop`,
 * which asks the worker to stop as the server stops (stopDeliveryWorker: its sends under way
 * finished, its claims not sent handed back), then ends the thread.
 *
 * @param {string} file
 */
export function startDeliveryThread(file) {
  const thread = superviseThread(file, {
    name: 'lead delivery',
    tag: 'delivery',
    stopMessage: 'stop',
    isStopped: (message) => message === 'stopped',
  });
  const holder = /** @type {{ botbazaarDeliveryThread?: { kick: () => void } }} */ (globalThis);
  holder.botbazaarDeliveryThread = { kick: () => thread.post('kick') };
  return {
    stop: () => {
      delete holder.botbazaarDeliveryThread;
      return thread.stop();
    },
  };
}

/**
 * Stops lead delivery in this process as the server stops: in its thread (`thread`, from
 * startDeliveryThread), or on this thread, where the app's start-up runs it on the embedded
 * database and in development; that worker is reached through what lib/delivery/worker.ts keeps
 * on globalThis, since server.mjs cannot import the app's TypeScript.
 *
 * @param {{ stop: () => Promise<void> } | undefined} thread
 */
export async function stopDelivery(thread) {
  if (thread) return thread.stop();
  const state = /** @type {{ botbazaarDelivery?: { stop: () => Promise<void> } }} */ (globalThis);
  await state.botbazaarDelivery?.stop();
}
