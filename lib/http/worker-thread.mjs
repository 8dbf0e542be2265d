// @ts-check
// A thread of the server's own (server.mjs, on PostgreSQL): the lead-delivery worker's
// (lib/delivery/thread.mjs) and the demo's replies' (lib/demo/thread.mjs). Plain JavaScript, as
// server.mjs is. Each runs a bundle of the build (scripts/threads.mjs), is started again when it
// stops on an error nothing caught, and is stopped once, with the server.
import { Worker } from 'node:worker_threads';

/** A thread that stopped (an error nothing caught) is started again after this long. */
const RESTART_MS = 1_000;

/**
 * Runs the bundle in `file` in a thread named `name`, logs its failures as `[tag] the tag thread
 * failed:`, and starts it again RESTART_MS after it stops, until `stop`. `onStart` gets each
 * thread as it starts (to listen to it, and tell it what it must know), `onExit` each thread that
 * ended. `stop` posts `stopMessage` to the thread running, waits until it answers with a message
 * `isStopped` knows (its work finished) or ends, then ends it; called again, it is the same stop.
 *
 * @template [ToThread=unknown]
 * @param {string} file
 * @param {{
 *   name: string,
 *   tag: string,
 *   stopMessage: ToThread,
 *   isStopped: (message: unknown) => boolean,
 *   onStart?: (thread: Worker) => void,
 *   onExit?: (thread: Worker) => void,
 * }} options
 */
export function superviseThread(file, { name, tag, stopMessage, isStopped, onStart, onExit }) {
  let stopped = false;
  /** @type {Worker} */
  let thread;
  let running = false;
  const start = () => {
    if (stopped) return;
    const started = new Worker(file, { name });
    thread = started;
    running = true;
    onStart?.(started);
    started.on('error', (error) => console.error(`[${tag}] the ${tag} thread failed:`, error));
    started.on('exit', () => {
      running = false;
      onExit?.(started);
      setTimeout(start, RESTART_MS).unref();
    });
  };
  start();

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = async () => {
    stopped = true;
    if (!running) return;
    const last = thread;
    await new Promise((resolve) => {
      last.on('message', (message) => isStopped(message) && resolve(undefined));
      last.once('exit', resolve);
      last.postMessage(stopMessage);
    });
    await last.terminate();
  };

  return {
    /** The thread running now (or the last one, until the next starts). */
    get thread() {
      return thread;
    },
    /** @param {ToThread} message */
    post: (message) => thread.postMessage(message),
    stop: () => (stopping ??= stop()),
  };
}
