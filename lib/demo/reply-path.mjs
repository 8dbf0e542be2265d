// @ts-check
// Where a demo's panel posts a message (app/demo/reply/route.ts): read by the panel, and by
// server.mjs, which on PostgreSQL hands these posts to the demo thread (lib/demo/thread.mjs).
// Plain JavaScript, as server.mjs is.

export const DEMO_REPLY_PATH = '/demo/reply';
