// @ts-check
// Whether this process is stopping: set by server.mjs when it is told to stop, read by /readyz
// (app/readyz/route.ts), which from then on answers 503 so that a load balancer sends nothing new
// here, and by the demo's live replies (lib/demo/live.ts). On globalThis: server.mjs loads this
// file itself, and the app's routes from their bundle.

const holder = /** @type {{ botbazaarStopping?: boolean, botbazaarClosing?: AbortController }} */ (
  globalThis
);

/** The server is stopping: not ready any more. */
export function startStopping() {
  holder.botbazaarStopping = true;
}

export function isStopping() {
  return holder.botbazaarStopping === true;
}

const closingController = () => (holder.botbazaarClosing ??= new AbortController());

/**
 * The server is closing: it has stopped serving anything new, and exits once the answers under
 * way have ended. An answer that would go on for long (a demo's live reply, up to 25 s) ends now
 * on this signal, cleanly, rather than be cut off at the exit.
 */
export function startClosing() {
  closingController().abort();
}

/** Aborts when the server starts closing. */
export function closingSignal() {
  return closingController().signal;
}
