import net from 'node:net';
import { expect, test } from '@playwright/test';
import { actionIdOf } from '../helpers/action-ids';

/**
 * A form post far over the body limit (1 MB, as a pasted document would make) is answered
 * 413 'Request body too large', and the client reads that answer even when it writes its whole
 * body before it reads anything: the server reads and discards the rest before it closes the
 * connection (lib/http/refuse.mjs), instead of resetting it under the client.
 */
const BODY_BYTES = 1_000_000;
const BOUNDARY = '----BotBazaarOversized';

/** One part of a multipart body, its closing boundary not included. */
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A multipart body of exactly BODY_BYTES: the form's parts, its long field padded to size. */
function multipart(parts: [string, string][], longField: string): Buffer {
  const rest = parts.map(([name, value]) => part(name, value)).join('') + `--${BOUNDARY}--\r\n`;
  const padding = BODY_BYTES - Buffer.byteLength(part(longField, '') + rest);
  return Buffer.from(part(longField, 'x'.repeat(padding)) + rest);
}

/**
 * Writes the whole request, and only then reads: what came back until the close, and any error.
 * `chunked`: the body sent in chunks, without a Content-Length to refuse it by.
 */
function writeThenRead(
  port: number,
  head: string[],
  body: Buffer,
  { chunked = false } = {},
): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.pause();
    // An answer that keeps the connection open is read in full long before this.
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString(), error }));
    socket.on('connect', async () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
      socket.write(`${head.join('\r\n')}\r\n${length}\r\n\r\n`);
      for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
        const piece = body.subarray(at, at + 64 * 1024);
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        if (!socket.write(framed)) {
          await new Promise((done) => socket.once('drain', done).once('close', done));
        }
      }
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.resume();
    });
  });
}

const FORMS = [
  { form: 'an order', page: '/finance', action: 'submitOrder', field: 'requirements' },
  { form: 'a contact message', page: '/', action: 'submitContact', field: 'message' },
  {
    form: 'a newsletter subscription',
    page: '/about',
    action: 'subscribeNewsletter',
    field: 'email',
  },
];

for (const { form, page, action, field } of FORMS) {
  test(`${form} of 1 MB, written whole before the answer is read: 413, with and without JavaScript`, async ({
    baseURL,
  }) => {
    const { host, port } = new URL(baseURL!);
    const id = actionIdOf(action);
    const common = [`POST ${page} HTTP/1.1`, `Host: ${host}`, `Origin: ${baseURL}`];
    const type = `Content-Type: multipart/form-data; boundary=${BOUNDARY}`;
    const posts = {
      // fetch from the page: the action named in a header, its arguments in numbered parts.
      'with JavaScript': {
        head: [...common, `Next-Action: ${id}`, type],
        body: multipart([['0', '["$K1"]']], `1_${field}`),
      },
      // the browser posts the form itself, the action named in a part.
      'without JavaScript': {
        head: [...common, type],
        body: multipart([[`$ACTION_ID_${id}`, '']], field),
      },
    };
    for (const [how, { head, body }] of Object.entries(posts)) {
      expect(body.length).toBe(BODY_BYTES);
      // Whether the client keeps its connection or not: a client closing it made the server
      // reset the connection under the upload.
      for (const connection of ['keep-alive', 'close']) {
        const label = `${how}, Connection: ${connection}`;
        const { answer, error } = await writeThenRead(
          Number(port),
          [...head, `Connection: ${connection}`],
          body,
        );
        expect(error, label).toBeUndefined();
        expect(answer, label).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer, label).toMatch(/\r\nconnection: close\r\n/i);
        expect(answer, label).toMatch(/\r\n\r\nRequest body too large$/);
      }
    }
  });
}

test('a post of 1 MB sent chunked, without a Content-Length, to any route that takes posts: 413 before its route reads it', async ({
  baseURL,
}) => {
  const { host, port } = new URL(baseURL!);
  const common = [`Host: ${host}`, `Origin: ${baseURL}`];
  const type = `Content-Type: multipart/form-data; boundary=${BOUNDARY}`;
  const id = actionIdOf('submitContact');
  const posts = {
    'a form’s action, with JavaScript': {
      head: [`POST / HTTP/1.1`, ...common, `Next-Action: ${id}`, type],
      body: multipart([['0', '["$K1"]']], '1_message'),
    },
    'a form’s action, without JavaScript': {
      head: [`POST / HTTP/1.1`, ...common, type],
      body: multipart([[`$ACTION_ID_${id}`, '']], 'message'),
    },
    // A demo's message is no action: its route parsed any body Next handed it, up to 10 MB.
    'a demo’s message, of many small parts': {
      head: [`POST /demo/reply HTTP/1.1`, ...common, type],
      body: multipart(
        [
          ['page', '/bots/restaurant'],
          ...Array.from({ length: 10_000 }, (_, i): [string, string] => [`p${i}`, 'x']),
        ],
        'message',
      ),
    },
    'the desk’s sign-in call': {
      head: [
        `POST /desk/api/auth/sign-in/magic-link HTTP/1.1`,
        ...common,
        'Content-Type: application/json',
      ],
      body: Buffer.from(
        JSON.stringify({ email: 'owner@example.com', pad: 'x'.repeat(BODY_BYTES - 50) }),
      ),
    },
  };
  for (const [how, { head, body }] of Object.entries(posts)) {
    expect(body.length, how).toBeGreaterThan(BODY_BYTES - 100);
    const { answer, error } = await writeThenRead(
      Number(port),
      [...head, 'Connection: close'],
      body,
      { chunked: true },
    );
    expect(error, how).toBeUndefined();
    expect(answer, how).toMatch(/^HTTP\/1\.1 413 /);
    // The answer's body, chunked or not.
    expect(answer, how).toMatch(/\r\n\r\n(?:16\r\n)?Request body too large(?:\r\n0\r\n\r\n)?$/);
  }
});

test('a demo’s message sent chunked, within the limit, is answered: the check leaves its route the whole body', async ({
  baseURL,
}) => {
  const { host, port } = new URL(baseURL!);
  const body = Buffer.from(
    part('page', '/bots/restaurant') + part('suggested', '0') + `--${BOUNDARY}--\r\n`,
  );
  const { answer, error } = await writeThenRead(
    Number(port),
    [
      'POST /demo/reply HTTP/1.1',
      `Host: ${host}`,
      `Origin: ${baseURL}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      'Connection: close',
    ],
    body,
    { chunked: true },
  );
  expect(error).toBeUndefined();
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('"t":"start"');
  expect(answer).toContain('"t":"end","turns":1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a browser posting a 1 MB contact message shows the site’s answer, not a reset', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Message').fill('x'.repeat(BODY_BYTES));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Request body too large')).toBeVisible();
  });
});
