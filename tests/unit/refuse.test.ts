import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuse } from '@/lib/http/refuse.mjs';

/** Small bounds, so that a test can pass them quickly. */
const LIMITS = { bytes: 256 * 1024, ms: 1500 };
const TOO_LARGE = { status: 413 as const, message: 'Request body too large' };

let server: http.Server;
let port = 0;
/** How many body bytes the server read and threw away, per request path. */
const discarded = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    discarded.set(path, 0);
    request.on('data', (chunk: Buffer) => {
      discarded.set(path, (discarded.get(path) ?? 0) + chunk.length);
    });
    refuse(request, response, TOO_LARGE, LIMITS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Exchange = {
  /** What the client read: the answer's head and body. */
  answer: string;
  /** The first error the client's socket met, if any (EPIPE, ECONNRESET). */
  error?: string;
  written: number;
  /** Milliseconds from the connection to its close. */
  ms: number;
};

/**
 * A client that writes its request before it reads a byte of the answer, as a simple client
 * does: it announces `announce` body bytes and sends `send` of them (fewer: then it waits).
 */
function post(
  path: string,
  { announce, send, close = false }: { announce: number; send: number; close?: boolean },
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    let written = 0;
    socket.pause();
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () =>
      resolve({
        answer: Buffer.concat(received).toString(),
        error,
        written,
        ms: Date.now() - started,
      }),
    );
    socket.on('connect', async () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${announce}`,
        ...(close ? ['Connection: close'] : []),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      while (written < send && !socket.destroyed) {
        const size = Math.min(chunk.length, send - written);
        written += size;
        if (!socket.write(chunk.subarray(0, size))) {
          await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
        }
      }
      // Only now read the answer.
      socket.on('data', (data: Buffer) => received.push(data));
      socket.resume();
    });
  });
}

describe('a refusal of a post (lib/http/refuse.mjs)', () => {
  it('a client that writes its whole body, then reads, gets the 413 and a clean close', async () => {
    for (const close of [false, true]) {
      const path = `/whole-${close}`;
      const { answer, error, written } = await post(path, {
        announce: 200_000,
        send: 200_000,
        close,
      });
      expect(written).toBe(200_000);
      expect(error).toBeUndefined();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(answer).toMatch(/\r\n\r\nRequest body too large$/);
      expect(discarded.get(path)).toBe(200_000);
    }
  });

  it('reads no more than its size bound: a larger upload is cut off, its answer sent first', async () => {
    const { answer, written } = await post('/huge', { announce: 50_000_000, send: 50_000_000 });
    expect(written).toBeLessThan(50_000_000);
    expect(discarded.get('/huge')).toBeGreaterThan(LIMITS.bytes);
    expect(discarded.get('/huge')).toBeLessThan(LIMITS.bytes + 256 * 1024);
    // Whether the client still reads the answer after the reset is up to its platform.
    expect(answer === '' || answer.startsWith('HTTP/1.1 413 ')).toBe(true);
  });

  it('waits no longer than its time bound for a body that stops coming', async () => {
    const { answer, ms } = await post('/stalled', { announce: 100_000, send: 1000 });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(ms).toBeGreaterThanOrEqual(LIMITS.ms - 100);
    expect(ms).toBeLessThan(LIMITS.ms + 1500);
  });

  it('keeps the connection of a request without a body', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        { port, host: '127.0.0.1', path: '/nobody', agent: new http.Agent({ keepAlive: true }) },
        resolve,
      ),
    );
    answer.resume();
    expect(answer.statusCode).toBe(413);
    expect(answer.headers.connection).toBe('keep-alive');
    answer.socket.destroy();
  });
});
