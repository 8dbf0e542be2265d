// The demo thread, started by server.mjs on PostgreSQL (lib/demo/thread.mjs); `npm run build`
// bundles this file and what it imports into <distDir>/demo-thread.mjs (scripts/threads.mjs).
// Here a demo message is answered as app/demo/reply/route.ts answers it, by the same function
// (replyToDemo), on an event loop of its own: the model's stream, read piece by piece, and the
// conversation's queries no longer take the request thread's time from the pages and the forms
// (docs/performance.md, "The demo in a thread of its own").
import { parentPort } from 'node:worker_threads';
import { closeDb } from '@/db/client';
import { withoutValues } from '@/db/errors';
import { replyToDemo } from '@/lib/demo/reply';
import type { FromRequestThread } from '@/lib/demo/thread.mjs';
import { startClosing, startStopping } from '@/lib/http/shutdown.mjs';

type Call = {
  /** The post's body, as the request thread passes it on. */
  body: ReadableStreamDefaultController<Uint8Array>;
  /** The visitor's connection closed. */
  gone: AbortController;
  answer?: ReadableStreamDefaultReader<Uint8Array>;
};

const calls = new Map<number, Call>();
const port = parentPort!;

/** Answers one post, sending the answer's status, headers and bytes back as they come. */
async function answer(id: number, url: string, headers: [string, string][]) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => void (body = controller),
  });
  const call: Call = { body, gone: new AbortController() };
  calls.set(id, call);
  try {
    const response = await replyToDemo(
      new Request(url, {
        method: 'POST',
        headers,
        body: stream,
        signal: call.gone.signal,
        duplex: 'half',
      } as RequestInit),
    );
    port.postMessage({ kind: 'head', id, status: response.status, headers: [...response.headers] });
    if (!response.body) return;
    call.answer = response.body.getReader();
    if (call.gone.signal.aborted) await call.answer.cancel();
    for (;;) {
      const { done, value } = await call.answer.read();
      if (done) break;
      port.postMessage({ kind: 'chunk', id, chunk: value });
    }
  } catch (error) {
    // replyToDemo answers every failure in words; this is a fault of the thread's own.
    console.error('[demo] a message could not be answered:', withoutValues(error));
  } finally {
    calls.delete(id);
    port.postMessage({ kind: 'end', id });
  }
}

port.on('message', (message: FromRequestThread) => {
  switch (message.kind) {
    case 'post':
      void answer(message.id, message.url, message.headers);
      return;
    case 'body':
    case 'body-end': {
      const call = calls.get(message.id);
      try {
        if (message.kind === 'body') call?.body.enqueue(message.chunk);
        else call?.body.close();
      } catch {
        // The answer was given without reading the whole post (too large): the rest is dropped.
      }
      return;
    }
    case 'gone': {
      const call = calls.get(message.id);
      if (!call) return;
      call.gone.abort();
      call.body.error(new Error('the visitor is gone'));
      void call.answer?.cancel();
      return;
    }
    // The server is stopping, then closing (lib/http/shutdown.mjs): as on the request thread, no
    // new live reply starts, and those under way end at once with the recorded sample.
    case 'stopping':
      startStopping();
      return;
    case 'closing':
      startClosing();
      return;
    // Every answer has ended: the thread's connections to the database are closed.
    case 'stop':
      void closeDb().then(() => port.postMessage({ kind: 'stopped' }));
      return;
  }
});
