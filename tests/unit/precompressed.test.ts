import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsBrotli,
  servePrecompressed,
  type PrecompressedFiles,
} from '@/lib/http/precompressed.mjs';
import { send } from '@/tests/helpers/raw-http';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip;q=1.0, br;q=0.1', true],
    ['*', true],
    ['gzip, *;q=0.2', true],
  ])('accepts %j', (header, accepted) => expect(acceptsBrotli(header)).toBe(accepted));

  it.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate', false],
    ['identity', false],
    ['br;q=0', false],
    ['br; q=0.000', false],
    ['*;q=0', false],
    ['br;q=0, *', false],
    ['br;q=nonsense', false],
    ['brotli', false],
  ])('refuses %j', (header, accepted) => expect(acceptsBrotli(header)).toBe(accepted));
});

const PAGE = Buffer.from('<!DOCTYPE html><html><body>'.padEnd(4000, 'a') + '</body></html>');
const SCRIPT = Buffer.from('console.log(1);'.repeat(300));
const brotli = (bytes: Buffer) => zlib.brotliCompressSync(bytes);
const FILES: PrecompressedFiles = new Map([
  ['/page', { body: brotli(PAGE), size: PAGE.length, etag: '"page-tag"' }],
  ['/script.js', { body: brotli(SCRIPT), size: SCRIPT.length }],
]);

/**
 * Stands in for Next.js behind servePrecompressed: each path answers as Next would, in one of
 * the ways it writes a response (headers set one by one or given to writeHead, a body written
 * at once or in pieces), and records what encoding it was asked for.
 */
const asked: string[] = [];
function next(request: http.IncomingMessage, response: http.ServerResponse) {
  asked.push(String(request.headers['accept-encoding']));
  const url = new URL(request.url ?? '/', 'http://site');
  switch (url.pathname) {
    case '/page':
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Security-Policy', "default-src 'self'");
      response.setHeader('ETag', url.searchParams.has('other') ? '"other-tag"' : '"page-tag"');
      if (request.headers['if-none-match'] === '"page-tag"') {
        response.statusCode = 304;
        return response.end();
      }
      // In pieces, as a stream is piped.
      response.write(PAGE.subarray(0, 1000));
      response.write(PAGE.subarray(1000));
      return response.end();
    case '/script.js':
      // All at once, the headers given to writeHead, as a static file is sent.
      response.writeHead(200, {
        'Content-Type': 'application/javascript; charset=UTF-8',
        'Content-Length': String(SCRIPT.length),
        'Accept-Ranges': 'bytes',
        Vary: 'Accept-Encoding',
      });
      return response.end(SCRIPT);
    default:
      response.statusCode = 404;
      return response.end('not found');
  }
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    servePrecompressed(request, response, FILES);
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: http.OutgoingHttpHeaders, method = 'GET', at = port) =>
  send(`http://127.0.0.1:${at}${path}`, { method, headers });

describe('servePrecompressed', () => {
  it('answers a page with its Brotli, keeping the headers Next.js gave it', async () => {
    const answer = await get('/page', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers.etag).toBe('"page-tag"');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body)).toEqual(PAGE);
    // Next.js was asked for the page as it is, not for its gzip.
    expect(asked.at(-1)).toBe('identity');
  });

  it('answers a script given to writeHead with its Brotli, offering no ranges of it', async () => {
    const answer = await get('/script.js', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body)).toEqual(SCRIPT);
  });

  it('answers HEAD with the Brotli headers and no body', async () => {
    const answer = await get('/page', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(FILES.get('/page')?.body.length));
    expect(answer.body.length).toBe(0);
  });

  it("leaves Next.js's answer as it is for a client without Brotli", async () => {
    for (const encoding of ['gzip', 'br;q=0']) {
      const answer = await get('/page', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toEqual(PAGE);
      expect(asked.at(-1)).toBe(encoding);
    }
  });

  it('passes a 304 through', async () => {
    const answer = await get('/page', { 'accept-encoding': 'br', 'if-none-match': '"page-tag"' });
    expect(answer.status).toBe(304);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it('leaves a path with a query, and an unknown path, to Next.js', async () => {
    const query = await get('/page?utm_source=x', { 'accept-encoding': 'br' });
    expect(query.headers['content-encoding']).toBeUndefined();
    expect(asked.at(-1)).toBe('br');
    const unknown = await get('/else', { 'accept-encoding': 'br' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toBe('not found');
  });

  it("sends Next.js's own answer when it is not the compressed file (another ETag)", async () => {
    const otherFiles: PrecompressedFiles = new Map([
      ['/page?other', { body: brotli(PAGE), size: PAGE.length, etag: '"page-tag"' }],
    ]);
    const other = http.createServer((request, response) => {
      servePrecompressed(request, response, otherFiles);
      next(request, response);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as net.AddressInfo).port;
    try {
      const answer = await get('/page?other', { 'accept-encoding': 'br' }, 'GET', otherPort);
      expect(answer.headers.etag).toBe('"other-tag"');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toEqual(PAGE);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('leaves a range request to Next.js', async () => {
    const answer = await get('/script.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
