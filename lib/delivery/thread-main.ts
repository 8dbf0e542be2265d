// The lead-delivery worker's own thread, started by server.mjs on PostgreSQL
// (lib/delivery/thread.mjs); `npm run build` bundles this file and what it imports into
// <distDir>/delivery-thread.mjs (scripts/delivery-thread.mjs). Here the worker's round trips
// (claim, SMTP, webhook, finish) have an event loop of their own, instead of waiting behind the
// pages the request thread renders (docs/performance.md#the-worker-in-a-thread-of-its-own).
import { parentPort } from 'node:worker_threads';
import { closeDb } from '@/db/client';
import { kickDelivery, startDeliveryWorker, stopDeliveryWorker } from '@/lib/delivery/worker';

parentPort?.on('message', (message: unknown) => {
  // The server is stopping (lib/delivery/thread.mjs): say when nothing is left under way here,
  // and the thread's connections to the database are closed.
  if (message === 'stop') {
    void stopDeliveryWorker()
      .then(closeDb)
      .then(() => parentPort?.postMessage('stopped'));
    return;
  }
  // A lead was queued (or the desk asked for a retry): deliver now, not at the next sweep.
  kickDelivery();
});
startDeliveryWorker();
