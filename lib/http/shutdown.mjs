// @ts-check
// Whether this process is stopping: set by server.mjs when it is told to stop, read by /readyz
// (app/readyz/route.ts), which from then on answers 503 so that a load balancer sends nothing new
// here. On globalThis: server.mjs loads this file itself, and the app's route from its bundle.

const holder = /** @type {{ botbazaarStopping?: boolean }} */ (globalThis);

/** The server is stopping: not ready any more. */
export function startStopping() {
  holder.botbazaarStopping = true;
}

export function isStopping() {
  return holder.botbazaarStopping === true;
}
