import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryPayload } from '@/lib/delivery/payload';
import { postWebhook, webhookSignature } from '@/lib/delivery/webhook';

// postWebhook against a real HTTP server on this machine: what a receiver gets, what counts as
// delivered, and that a receiver which never finishes answering fails the attempt (to be
// retried) instead of holding it.

const SECRET = 'unit-webhook-secret';

const payload = {
  type: 'contact_message',
  reference: 'BB-7K3F9Q',
  created_at: '2026-11-25T10:00:00.000Z',
  lead: { first_name: 'Sana', email: 'sana@example.com', message: 'Hello', status: 'pending' },
  attribution: {},
  spam_reason: null,
  // The desk's, not the receiver's: the body's lead is the spec's columns (docs/delivery.md).
  demo_conversation_id: 'Yx3_q9Lm0aBcDeFgHiJkLw',
} as unknown as DeliveryPayload;

type Received = { url: string; headers: http.IncomingHttpHeaders; body: string; port: number };
let received: Received[] = [];
let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
      port: request.socket.remotePort ?? 0,
    });
    answer(request, response);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  process.env.LEADS_WEBHOOK_SECRET = SECRET;
});
afterEach(() => {
  vi.useRealTimers();
  received = [];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Lets the sockets' events run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));
/** Waits on real events, not on the clock (vi.waitUntil would move the faked one). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await turn();
}

describe('postWebhook', () => {
  it('a 2xx answer: one signed JSON POST per call, over a connection kept open', async () => {
    answer = (_request, response) => response.writeHead(204).end();
    await postWebhook(payload);
    await postWebhook(payload);
    expect(received).toHaveLength(2);
    const [first, second] = received as [Received, Received];
    expect(first.url).toBe('/hook');
    expect(JSON.parse(first.body)).toEqual({
      type: 'contact_message',
      reference: 'BB-7K3F9Q',
      created_at: '2026-11-25T10:00:00.000Z',
      lead: payload.lead,
      attribution: {},
      spam_reason: null,
    });
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(first.headers['idempotency-key']).toBe('BB-7K3F9Q');
    expect(first.headers['x-botbazaar-signature']).toBe(webhookSignature(first.body, SECRET));
    expect(first.headers['webhook-id']).toBe('msg_contact_message_BB-7K3F9Q');
    expect(first.headers['webhook-signature']).toMatch(/^v1,/);
    // The second call came over the first one's connection.
    expect(second.port).toBe(first.port);
  });

  it("a lead flagged as suspected spam has ids of its own: the clean one 'Not spam' sends is no repeat of it", async () => {
    answer = (_request, response) => response.writeHead(204).end();
    await postWebhook({ ...payload, spam_reason: 'honeypot' });
    await postWebhook(payload);
    const [flagged, clean] = received as [Received, Received];
    expect(flagged.headers['webhook-id']).toBe('msg_contact_message_BB-7K3F9Q_spam');
    expect(flagged.headers['idempotency-key']).toBe('BB-7K3F9Q-spam');
    expect(clean.headers['webhook-id']).toBe('msg_contact_message_BB-7K3F9Q');
    expect(clean.headers['idempotency-key']).toBe('BB-7K3F9Q');
  });

  it('any other answer fails the attempt with its status, and a redirect is not followed', async () => {
    answer = (_request, response) => response.writeHead(500).end('down');
    await expect(postWebhook(payload)).rejects.toThrow('The webhook answered 500');
    answer = (request, response) =>
      request.url === '/hook'
        ? response.writeHead(302, { Location: '/elsewhere' }).end()
        : response.writeHead(200).end();
    await expect(postWebhook(payload)).rejects.toThrow('The webhook answered 302');
    expect(received.map((request) => request.url)).toEqual(['/hook', '/hook']);
  });

  it('a receiver that never answers, or never ends its answer, fails the attempt after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    let arrived = false;
    answer = () => (arrived = true);
    let silentError: unknown;
    const silent = postWebhook(payload).catch((error: unknown) => (silentError = error));
    await until(() => arrived);
    vi.advanceTimersByTime(9_999);
    await turn();
    expect(silentError).toBeUndefined();
    vi.advanceTimersByTime(1);
    await silent;
    expect(String(silentError)).toContain('The webhook did not answer within 10 s');

    arrived = false;
    answer = (_request, response) => {
      response.writeHead(200);
      response.write('{"ok":');
      arrived = true;
    };
    let trickledError: unknown;
    const trickled = postWebhook(payload).catch((error: unknown) => (trickledError = error));
    await until(() => arrived);
    await turn();
    expect(trickledError).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    await trickled;
    expect(trickledError).toBeInstanceOf(Error);
  });
});
