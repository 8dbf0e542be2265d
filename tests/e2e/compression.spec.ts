import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectHydrated } from '../helpers/forms';
import { send, type Answer } from '../helpers/raw-http';

/** `path` of the site as it comes on the wire: its headers, and its body undecoded. */
const raw = (baseURL: string, path: string, headers: OutgoingHttpHeaders, method = 'GET') =>
  send(new URL(path, baseURL), { method, headers });

const decoded = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

/** A browser's Accept-Encoding (Chromium's). */
const BROWSER = 'gzip, deflate, br, zstd';
const PAGES = ['/', '/restaurant', '/bots/finance', '/bots/finance/order', '/privacy-policy'];

test('a prerendered page comes as Brotli made at build time: the same page, the same headers, smaller', async ({
  baseURL,
}) => {
  for (const path of PAGES) {
    const br = await raw(baseURL!, path, { 'accept-encoding': BROWSER });
    const gzip = await raw(baseURL!, path, { 'accept-encoding': 'gzip' });
    const plain = await raw(baseURL!, path, {});
    expect(br.status, path).toBe(200);
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(Number(br.headers['content-length']), path).toBe(br.body.length);
    expect(br.headers.vary, path).toContain('Accept-Encoding');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    // The same page, and everything Next.js says of it: its CSP, its ETag, the security headers.
    expect(decoded(br).equals(plain.body), path).toBe(true);
    expect(decoded(gzip).equals(plain.body), path).toBe(true);
    for (const header of [
      'content-security-policy',
      'content-type',
      'etag',
      'cache-control',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(br.headers[header], `${path} ${header}`).toBe(plain.headers[header]);
      expect(br.headers[header], `${path} ${header}`).toBeTruthy();
    }
    // Brotli at its highest quality against Next.js's gzip of the same bytes.
    expect(br.body.length, path).toBeLessThan(gzip.body.length * 0.9);
  }
});

test('the scripts and style sheets a page loads come as Brotli too, byte for byte the files', async ({
  baseURL,
}) => {
  const html = decoded(await raw(baseURL!, '/restaurant', { 'accept-encoding': BROWSER }));
  const files = [
    ...html.toString().matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g),
  ]
    .map(([, src]) => src!)
    .filter((src, index, all) => all.indexOf(src) === index);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const br = await raw(baseURL!, file, { 'accept-encoding': BROWSER });
    const plain = await raw(baseURL!, file, {});
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.headers['cache-control'], file).toBe(plain.headers['cache-control']);
    expect(br.headers['content-type'], file).toBe(plain.headers['content-type']);
    expect(br.headers['accept-ranges'], file).toBeUndefined();
    expect(decoded(br).equals(plain.body), file).toBe(true);
  }
});

test('what is not the prerendered file passes as Next.js sends it', async ({ baseURL }) => {
  const brOnly = { 'accept-encoding': 'br' };
  // A client that refuses Brotli.
  const refused = await raw(baseURL!, '/restaurant', { 'accept-encoding': 'gzip, br;q=0' });
  expect(refused.headers['content-encoding']).toBe('gzip');
  // HEAD: the Brotli's headers, no body.
  const head = await raw(baseURL!, '/restaurant', brOnly, 'HEAD');
  expect(head.headers['content-encoding']).toBe('br');
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  expect(head.body.length).toBe(0);
  // A cached copy still good: 304, no body.
  const etag = head.headers.etag!;
  const again = await raw(baseURL!, '/restaurant', { ...brOnly, 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  // A query (a campaign's link, a search sent without JavaScript): rendered or not, Next.js
  // answers and compresses it, and the body is the right one.
  const campaign = await raw(baseURL!, '/restaurant?utm_source=newsletter', {
    'accept-encoding': BROWSER,
  });
  expect(campaign.headers['content-encoding']).toBe('gzip');
  expect(decoded(campaign).toString()).toContain('Try Restaurant &amp; Food Bot');
  const search = await raw(baseURL!, '/bots?q=restaurant', { 'accept-encoding': BROWSER });
  expect(search.status).toBe(200);
  expect(decoded(search).toString()).toContain('Restaurant');
  // A page that is not there: Next's 404, compressed its own way.
  const missing = await raw(baseURL!, '/no-such-page', brOnly);
  expect(missing.status).toBe(404);
  expect(missing.headers['content-encoding']).not.toBe('br');
  // A range of a script: its own bytes.
  const plainPage = (await raw(baseURL!, '/restaurant', {})).body.toString();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(plainPage)![1]!;
  const range = await raw(baseURL!, script, { ...brOnly, range: 'bytes=0-9' });
  expect(range.status).toBe(206);
  expect(range.headers['content-encoding']).toBeUndefined();
  expect(range.body.length).toBe(10);
});

test('Chromium loads a page over Brotli and runs it', async ({ page }) => {
  const response = await page.goto('/restaurant');
  expect(response?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Try Restaurant & Food Bot' })).toBeVisible();
  // Its scripts came as Brotli too, and ran: the demo's panel hydrates when the pointer reaches it.
  await expectHydrated(page.getByRole('button', { name: 'Send' }));
});
