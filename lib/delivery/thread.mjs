// @ts-check
// Starts the lead-delivery worker in a worker thread of its own (server.mjs, on PostgreSQL). Plain
// JavaScript, as server.mjs is; the thread runs the build's bundle of lib/delivery/thread-main.ts.
import { Worker } from 'node:worker_threads';

/** The bundle in the build folder, written by `npm run build` (scripts/delivery-thread.mjs). */
export const DELIVERY_THREAD_FILE = 'delivery-thread.mjs';

/** A thread that stopped (an error nothing caught) is started again after this long. */
const RESTART_MS = 1_000;

/**
 * Runs the worker in `file` in a thread, and starts it again if it stops. From then on a kick on
 * this thread (kickDelivery in lib/delivery/worker.ts, after a save or the desk's retry) is a
 * message to it, and this thread runs no worker of its own. Returns `stop`, which asks the worker
 * to stop as the server stops (stopDeliveryWorker: its sends under way finished, its claims not
 * sent handed back), then ends the thread.
 *
 * @param {string} file
 */
export function startDeliveryThread(file) {
  let stopped = false;
  /** @type {Worker} */
  let thread;
  const start = () => {
    thread = new Worker(file, { name: 'lead delivery' });
    thread.on('error', (error) => console.error('[delivery] the delivery thread failed:', error));
    thread.on('exit', () => {
      if (!stopped) setTimeout(start, RESTART_MS).unref();
    });
  };
  start();
  const holder = /** @type {{ botbazaarDeliveryThread?: { kick: () => void } }} */ (globalThis);
  holder.botbazaarDeliveryThread = { kick: () => thread.postMessage('kick') };
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = async () => {
    stopped = true;
    delete holder.botbazaarDeliveryThread;
    await new Promise((resolve) => {
      thread.on('message', (message) => message === 'stopped' && resolve(undefined));
      thread.once('exit', resolve);
      thread.postMessage('stop');
    });
    await thread.terminate();
  };
  return { stop: () => (stopping ??= stop()) };
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
