import 'server-only';
import { withoutValues } from '@/db/errors';
import type { DemoEvent } from '@/lib/demo/events';
import { liveReply } from '@/lib/demo/live';
import { liveConfigured, type ChatMessage } from '@/lib/demo/model';
import { systemPrompt } from '@/lib/demo/prompt';
import { demoVisitorOf, type DemoVisitor } from '@/lib/demo/visitor';
import { askedText, keepExchange, scriptedAnswer, takeTurn, type Turn } from '@/lib/demo/turn';
import { TOO_LARGE, readAtMost } from '@/lib/http/action-envelope';
import { OWN_ANSWER_HEADERS } from '@/lib/http/response-headers.mjs';
import { readDemoPost } from '@/lib/schemas/demo';
import { formDataToValues } from '@/lib/submission/form-data';

/**
 * A visitor's message to a demo, answered as a stream of events (lib/demo/events.ts): live, from
 * the model, when the provider has set one up and every limit allows; else the recorded
 * sample's answer. The conversation is the server's: the browser sends only the new message and
 * the conversation's id. Every way this can end is an event the panel shows in words, never a
 * 5xx.
 */
export async function replyToDemo(request: Request): Promise<Response> {
  const post = await readPost(request);
  if ('status' in post) {
    return new Response(TOO_LARGE.message, {
      status: TOO_LARGE.status,
      headers: { ...OWN_ANSWER_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // The visitor gone: the server cancels the answer's body when their connection closes, and
  // their request's signal may abort later or not at all. The reply stops as on Stop, and is kept;
  // nothing is written to a stream nobody reads (that throws, and the exchange would be lost).
  const gone = new AbortController();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      const send = (event: DemoEvent) => {
        if (!gone.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      try {
        await answer(
          post,
          demoVisitorOf(request.headers),
          AbortSignal.any([request.signal, gone.signal]),
          send,
        );
      } catch (error) {
        console.error('[demo] a message could not be answered:', withoutValues(error));
        send({ t: 'fallback', reason: 'down' });
      }
      if (!gone.signal.aborted) controller.close();
    },
    cancel() {
      gone.abort();
    },
  });
  return new Response(stream, {
    headers: {
      // Data, never a page: under the policy of the server's own answers (proxy.ts skips this path).
      'Content-Security-Policy': OWN_ANSWER_HEADERS['Content-Security-Policy']!,
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // Each line as it is written: not held back by a compressing server or a proxy's buffer.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * The most a message's post weighs: the longest message (500 characters, up to 4 bytes each in
 * UTF-8), the page and the conversation's id, and multipart's own lines, with room to spare. The
 * forms' limit is 113 KB; parsed, that many bytes of tiny parts took 20 ms of the request thread.
 * This route is checked here, not by proxy.ts, which it skips.
 */
export const DEMO_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The post's fields, or why it is refused. One larger than any message is too large (413, as
 * the request gate answers a form's): not parsed, nor kept past the limit when sent chunked. One
 * that cannot be read holds no message.
 */
async function readPost(
  request: Request,
): Promise<ReturnType<typeof readDemoPost> | typeof TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > DEMO_BODY_LIMIT_BYTES) return TOO_LARGE;
  try {
    const body = await readAtMost(request, DEMO_BODY_LIMIT_BYTES);
    if (!body) return TOO_LARGE;
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    return readDemoPost(formDataToValues(await new Response(body, { headers }).formData()));
  } catch {
    return { refused: 'empty' };
  }
}

async function answer(
  post: ReturnType<typeof readDemoPost>,
  from: DemoVisitor,
  stop: AbortSignal,
  send: (event: DemoEvent) => void,
): Promise<void> {
  if ('refused' in post) return send({ t: 'refused', refusal: post.refused });
  const turn = await takeTurn(post, from);
  if ('refused' in turn) return send({ t: 'refused', refusal: turn.refused });
  const visitor = askedText(turn.page, post.ask);
  const end = () => send({ t: 'end', turns: turn.turns, last: turn.last });
  const scripted = async (reply: string) => {
    send({ t: 'text', text: reply });
    end();
    await keepExchange(turn, { visitor, kind: 'scripted', reply });
  };
  if (!liveConfigured()) {
    send({ t: 'start', conversation: turn.conversation ?? '', mode: 'scripted', last: turn.last });
    return scripted(scriptedAnswer(turn.page, post.ask));
  }
  send({ t: 'start', conversation: turn.conversation ?? '', mode: 'live', last: turn.last });
  const text = paced((piece) => send({ t: 'text', text: piece }));
  const outcome = await liveReply({
    messages: modelMessages(turn, visitor),
    clientHash: turn.visitor.hash,
    stop,
    emit: text.push,
  });
  // What a fallback leaves unsent is void anyway.
  if (outcome.kind !== 'fallback') text.flush();
  else text.drop();
  if (outcome.kind === 'fallback') {
    // The recorded sample answers in its place: a suggested question its written answer, a
    // typed message the sentence that the preview answers only those.
    const reply = scriptedAnswer(turn.page, post.ask);
    send({ t: 'fallback', reason: outcome.reason });
    send({ t: 'text', text: reply });
    end();
    // Kept as the visitor read it: the desk names the reason (and so the sentence above it).
    return keepExchange(turn, {
      visitor,
      kind: 'fallback',
      reply,
      fallback: outcome.reason,
      budget: outcome.budget,
    });
  }
  if (outcome.kind === 'live') end();
  await keepExchange(turn, {
    visitor,
    kind: outcome.kind,
    reply: outcome.text,
    tokens: outcome.tokens,
    budget: outcome.budget,
  });
}

/** How long the pieces after a reply's first wait, to go out together. */
const PACE_MS = 60;

/**
 * The model's pieces as the visitor gets them: the first at once, the rest gathered for up to
 * PACE_MS and sent together. A model writes a token every 20 to 50 ms; one event for each was
 * as many writes to the socket, and as many reads in the browser, for text nobody reads faster.
 */
function paced(send: (text: string) => void) {
  let waiting = '';
  let timer: NodeJS.Timeout | undefined;
  let first = true;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting) send(waiting);
    waiting = '';
  };
  return {
    push: (piece: string) => {
      if (first) {
        first = false;
        return send(piece);
      }
      waiting += piece;
      timer ??= setTimeout(flush, PACE_MS);
    },
    flush,
    drop: () => {
      clearTimeout(timer);
      waiting = '';
    },
  };
}

/** What the model is given: the business card, then the conversation kept so far. */
function modelMessages(turn: Turn, visitor: string): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(turn.page.demo, turn.page.botName) },
    ...turn.history.flatMap((message): ChatMessage[] =>
      message.kind === 'fallback' || !message.text
        ? []
        : [{ role: message.kind === 'visitor' ? 'user' : 'assistant', content: message.text }],
    ),
    { role: 'user', content: visitor },
  ];
}
