import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The demo's messages answered in a thread of their own (lib/demo/thread.mjs), as server.mjs
 * hands them over on PostgreSQL, from the bundle `npm run build` makes (scripts/threads.mjs):
 * this file's HTTP server does what server.mjs does for a post to /demo/reply, and nothing of
 * Next.js or of the route runs here. Against the loopback model, on a database of its own.
 */
const admin = await vi.hoisted(async () => {
  Object.assign(process.env, {
    DEMO_LLM_MODEL: 'thread-model',
    DEMO_LLM_API_KEY: 'sk-thread',
    DEMO_DAILY_TOKENS: '100000',
  });
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('demothread');
});

import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { demoCopy } from '@/content/demo-copy';
import { closeDb } from '@/db/client';
import { DEMO_THREAD_FILE, startDemoThread } from '@/lib/demo/thread.mjs';
import { DEMO_REPLY_PATH } from '@/lib/demo/reply-path.mjs';
import { readEvents, type DemoEvent } from '@/lib/demo/events';
import { LINGER } from '@/lib/http/refuse.mjs';
import { PEER_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';
import { SECURITY_HEADERS } from '@/lib/http/response-headers.mjs';
import packageJson from '@/package.json';
import { createOwnDatabase, dropOwnDatabase, formData, selectRows } from '@/tests/helpers/database';
import { ModelServer } from '@/tests/helpers/model-server';
import { bundleThreads, packagesOf, standInThread } from '@/tests/helpers/thread-bundles';

/** A build folder of this test's own, relative to the repository as NEXT_DIST_DIR is. */
const dist = `.next-demo-thread-test-${process.pid}`;
const bundle = path.resolve(dist, DEMO_THREAD_FILE);
const PAGE = '/bots/restaurant';
const REPLY = 'Our kitchen opens at noon and the last table is seated at ten tonight.';

type Thread = ReturnType<typeof startDemoThread>;

/** An HTTP server that hands each post to `thread` as server.mjs does, with the peer's address. */
async function serverFor(thread: Thread) {
  const server = http.createServer((request, response) => {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress;
    thread.serve(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${DEMO_REPLY_PATH}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Posts a message as the panel does; resolves with the answer, its events read as they come. */
async function post(url: string, fields: Record<string, string>, signal?: AbortSignal) {
  const response = await fetch(url, { method: 'POST', body: formData(fields), signal });
  const events: { at: number; event: DemoEvent }[] = [];
  const read = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { events: more, rest } = readEvents(buffer + value);
      buffer = rest;
      for (const event of more) events.push({ at: performance.now(), event });
    }
  })();
  return { response, events, read };
}

const textOf = (events: { event: DemoEvent }[]) =>
  events.flatMap(({ event }) => (event.t === 'text' ? [event.text] : [])).join('');
const conversationOf = (events: { event: DemoEvent }[]) =>
  events.flatMap(({ event }) => (event.t === 'start' ? [event.conversation] : []))[0] ?? '';

async function keptReplies(conversation: string) {
  return (await selectRows(
    sql`select kind, text from demo_messages where conversation_id = ${conversation} and kind <> 'visitor' order by id`,
  )) as { kind: string; text: string }[];
}

const suite = admin ? describe : describe.skip;

suite('the demo answered in a thread of its own (PostgreSQL)', () => {
  let model: ModelServer;
  let thread: Thread;
  let site: Awaited<ReturnType<typeof serverFor>>;

  beforeAll(async () => {
    await createOwnDatabase(admin!);
    model = await ModelServer.start();
    model.reply = () => REPLY;
    process.env.DEMO_LLM_BASE_URL = model.url;
    bundleThreads(dist);
    thread = startDemoThread(bundle);
    site = await serverFor(thread);
  });

  afterAll(async () => {
    await site?.close();
    await thread?.stop();
    await model?.stop();
    await closeDb();
    fs.rmSync(dist, { recursive: true, force: true });
    await dropOwnDatabase(admin!);
  });

  it('its bundle loads only production dependencies, which the container image ships', () => {
    const packages = packagesOf(bundle);
    expect(packages).toEqual(expect.arrayContaining(['openai', 'postgres']));
    expect(packages).not.toContain('next');
    for (const name of packages) expect(Object.keys(packageJson.dependencies)).toContain(name);
  });

  it('streams a live reply as the model writes it, with the headers every answer has, and keeps it', async () => {
    model.tokensPerSecond = 20;
    const { response, events, read } = await post(site.url, {
      page: PAGE,
      message: 'When do you open?',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    for (const { key, value } of SECURITY_HEADERS) expect(response.headers.get(key)).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    await read;
    expect(events.map(({ event }) => event.t)).toEqual(
      expect.arrayContaining(['start', 'text', 'end']),
    );
    expect(events[0]!.event).toMatchObject({ t: 'start', mode: 'live' });
    expect(textOf(events)).toBe(REPLY);
    // 14 words at 20 a second: the first arrived while the model was still writing.
    const texts = events.filter(({ event }) => event.t === 'text');
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.at(-1)!.at - texts[0]!.at).toBeGreaterThan(300);
    expect(model.requests.at(-1)!.body.messages?.at(-1)?.content).toBe('When do you open?');
    expect(await keptReplies(conversationOf(events))).toEqual([{ kind: 'live', text: REPLY }]);
  });

  it('goes on with the conversation the server holds, for the visitor whose it is', async () => {
    model.tokensPerSecond = 0;
    const first = await post(site.url, { page: PAGE, message: 'Hello' });
    await first.read;
    const conversation = conversationOf(first.events);
    const second = await post(site.url, { page: PAGE, conversation, message: 'And tomorrow?' });
    await second.read;
    expect(second.events.at(-1)!.event).toMatchObject({ t: 'end', turns: 2 });
    expect(model.requests.at(-1)!.body.messages?.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: REPLY },
      { role: 'user', content: 'And tomorrow?' },
    ]);
  });

  it('stops the reply when the visitor leaves, keeping the words so far', async () => {
    model.tokensPerSecond = 5;
    const leave = new AbortController();
    const { events, read } = await post(
      site.url,
      { page: PAGE, message: 'Any tables?' },
      leave.signal,
    );
    await vi.waitFor(() => expect(textOf(events)).not.toBe(''), { timeout: 5_000 });
    leave.abort();
    await read.catch(() => {});
    const conversation = conversationOf(events);
    await vi.waitFor(
      async () => {
        const [kept] = await keptReplies(conversation);
        expect(kept?.kind).toBe('stopped');
        expect(REPLY.startsWith(kept!.text)).toBe(true);
        expect(kept!.text.length).toBeLessThan(REPLY.length);
      },
      { timeout: 5_000 },
    );
  });

  it('refuses a post larger than any message, 413, with the security headers', async () => {
    const response = await fetch(site.url, {
      method: 'POST',
      body: formData({ page: PAGE, message: 'x'.repeat(20_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    await response.text();
  });

  it('answers a chunked post past its limit 413, and reads no more of it than a refusal does', async () => {
    const socket = net.connect(Number(new URL(site.url).port), '127.0.0.1');
    socket.on('error', () => {});
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST ${DEMO_REPLY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    // A body that never ends, sent as fast as the server takes it, until it stops taking it.
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const started = Date.now();
    const enough = LINGER.bytes + 16 * 1024 * 1024;
    let sent = 0;
    while (!socket.destroyed && sent < enough) {
      const flowing = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk);
      socket.write('\r\n');
      sent += chunk.length;
      if (!flowing) {
        await new Promise((resolve) => {
          socket.once('drain', resolve);
          socket.once('close', resolve);
        });
      }
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    // What the sockets' buffers hold beside what it read: never the 30 s of a request's timeout.
    expect(sent).toBeLessThan(enough);
    expect(Date.now() - started).toBeLessThan(LINGER.ms + 2_000);
  });

  it('ends a reply under way with the recorded sample when the server closes, then stops', async () => {
    model.tokensPerSecond = 2;
    const { events, read } = await post(site.url, { page: PAGE, message: 'Is there parking?' });
    await vi.waitFor(() => expect(textOf(events)).not.toBe(''), { timeout: 5_000 });
    thread.tellStopping('stopping');
    thread.tellStopping('closing');
    await read;
    expect(events.map(({ event }) => event.t)).toContain('fallback');
    expect(events.find(({ event }) => event.t === 'fallback')!.event).toEqual({
      t: 'fallback',
      reason: 'down',
    });
    expect(textOf(events.slice(events.findIndex(({ event }) => event.t === 'fallback')))).toBe(
      demoCopy.scriptedTyping,
    );
    // Stopping, no new live reply starts: the recorded sample answers at once.
    const after = await post(site.url, { page: PAGE, message: 'Hello again' });
    await after.read;
    expect(after.events.find(({ event }) => event.t === 'start')!.event).toMatchObject({
      mode: 'live',
    });
    expect(after.events.map(({ event }) => event.t)).toContain('fallback');
    await thread.stop();
  });
});

describe('the demo thread, when it dies', () => {
  it('drops the answers under way, and is started again', async () => {
    // A stand-in for the bundle: it dies of an error nothing catches on a post.
    const standIn = standInThread(`(message) => {
  if (message.kind === 'post') throw new Error('the thread broke');
  if (message.kind === 'stop') parentPort.postMessage({ kind: 'stopped' });
}`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const count = standIn.starts;
    const thread = startDemoThread(standIn.file);
    const site = await serverFor(thread);
    try {
      await vi.waitFor(() => expect(count()).toBe(1), { timeout: 10_000 });
      // The visitor's connection is dropped, which the panel answers with the recorded sample.
      await expect(
        fetch(site.url, { method: 'POST', body: formData({ page: PAGE }) }),
      ).rejects.toThrow();
      await vi.waitFor(() => expect(count()).toBe(2), { timeout: 10_000 });
      expect(errors).toHaveBeenCalledWith(
        '[demo] the demo thread failed:',
        expect.objectContaining({ message: 'the thread broke' }),
      );
      await thread.stop();
    } finally {
      await site.close();
      errors.mockRestore();
      standIn.remove();
    }
  });
});
