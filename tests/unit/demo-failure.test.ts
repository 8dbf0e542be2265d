// The line the server logs when a live reply fails (lib/demo/live.ts): it says why, so the
// provider can tell a wrong address from a model that errs, and it never holds the visitor's words
// nor the endpoint's body. The errors are the ones the `openai` client really raises against an
// endpoint that is closed, errs, or breaks off mid-reply.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '@/lib/demo/live';
import { RETRY_WAIT_MAX_MS, retryWait } from '@/lib/demo/model';
import { freePort } from '@/tests/helpers/free-port';

const words = 'My card is 4111 1111 1111 1111, book me a table';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** An endpoint that answers every call with `answer`. */
async function endpoint(answer: http.RequestListener): Promise<string> {
  server = http.createServer(answer);
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** What the client throws for one streamed call to `baseURL`, read to its end. */
async function errorOf(baseURL: string): Promise<unknown> {
  const client = new OpenAI({ baseURL, apiKey: 'none', maxRetries: 0 });
  try {
    const stream = await client.chat.completions.create({
      model: 'test',
      messages: [{ role: 'user', content: words }],
      stream: true,
    });
    for await (const chunk of stream) void chunk;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'test', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

describe('the log line of a failed live reply', () => {
  it('names an endpoint that cannot be reached, by the system’s code', async () => {
    const error = await errorOf(`http://127.0.0.1:${await freePort()}/v1`);
    expect(failure(error, null)).toBe('the endpoint could not be reached (ECONNREFUSED)');
  });

  it('names an error status, without the body that came with it', async () => {
    const url = await endpoint((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `could not answer: ${words}` } }));
    });
    expect(failure(await errorOf(url), null)).toBe('the endpoint answered 500');
  });

  it('names a reply broken off mid-stream, without its words', async () => {
    const url = await endpoint((_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk(words));
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect(failure(await errorOf(url), null)).toBe('TypeError (UND_ERR_SOCKET)');
  });

  it('names a chunk it could not read, without quoting it (the error’s message does)', async () => {
    const url = await endpoint((_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`data: {"choices": [${words}\n\n`);
    });
    // The SDK writes the chunk it could not read to the console itself: kept out of the test's.
    const sdkLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(failure(await errorOf(url), null)).toBe('SyntaxError');
    } finally {
      sdkLog.mockRestore();
    }
  });

  it('names an error sent in the stream, without its message', async () => {
    const url = await endpoint((_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk('Our biryani'));
      response.end(`data: ${JSON.stringify({ error: { message: `overloaded: ${words}` } })}\n\n`);
    });
    expect(failure(await errorOf(url), null)).toBe('the endpoint sent an error in its stream');
  });

  it('says which deadline passed, when one did', () => {
    expect(failure(new Error('aborted'), 'no first chunk within 8000 ms')).toBe(
      'no first chunk within 8000 ms',
    );
  });
});

describe('the one retry of a failed call (lib/demo/model.ts)', () => {
  /** What the client throws when every call is answered `status` with `headers`. */
  const answered = async (status: number, headers: Record<string, string> = {}) =>
    errorOf(
      await endpoint((_, response) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end('{"error":{"message":"no"}}');
      }),
    );

  it('waits what the endpoint asks, up to 2 s, or half a second when it asks nothing', async () => {
    expect(retryWait(await answered(429))).toBe(500);
    expect(retryWait(await answered(503, { 'retry-after-ms': '1200' }))).toBe(1200);
    expect(retryWait(await answered(429, { 'retry-after': '2' }))).toBe(RETRY_WAIT_MAX_MS);
    expect(retryWait(await errorOf(`http://127.0.0.1:${await freePort()}/v1`))).toBe(500);
  });

  it('does not wait for an endpoint that asks for longer: the visitor gets the recorded sample at once', async () => {
    expect(retryWait(await answered(429, { 'retry-after': '20' }))).toBeUndefined();
    expect(retryWait(await answered(429, { 'retry-after-ms': '2001' }))).toBeUndefined();
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect(retryWait(await answered(503, { 'retry-after': later }))).toBeUndefined();
  });

  it('retries only what the SDK would: not a refusal of the call itself, nor what the endpoint says not to', async () => {
    expect(retryWait(await answered(400))).toBeUndefined();
    expect(retryWait(await answered(401))).toBeUndefined();
    expect(retryWait(await answered(429, { 'x-should-retry': 'false' }))).toBeUndefined();
    expect(retryWait(await answered(400, { 'x-should-retry': 'true' }))).toBe(500);
    expect(retryWait(new Error('anything else'))).toBeUndefined();
  });
});
