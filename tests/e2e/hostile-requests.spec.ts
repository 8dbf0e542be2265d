import http from 'node:http';
import { expect, test } from '@playwright/test';
import { sitePaths } from '../helpers/site';

type Answer = { status: number; allow?: string; body: string };

/**
 * A request as a scanner or a careless client sends it, byte for byte: Node's own client,
 * which lets a test set Host and send a path a browser would never.
 */
function send(
  base: string,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body: text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A form post as Chromium sends it without JavaScript: multipart, naming an action. */
const FORM = {
  headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
  body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_00"\r\n\r\n\r\n--x--\r\n',
};
/** The same, as React calls an action from JavaScript. */
const CALL = {
  headers: { 'Next-Action': '0'.repeat(42), 'Content-Type': 'multipart/form-data; boundary=x' },
  body: '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--x--\r\n',
};

test('no route answers a request a stranger can send with a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const host = new URL(base).host;
  const answers: { label: string; answer: Answer }[] = [];
  const expectRefused = async (
    label: string,
    sent: Parameters<typeof send>[1],
    status: number,
    allow?: string,
  ) => {
    const answer = await send(base, sent);
    answers.push({ label, answer });
    expect(answer.status, label).toBe(status);
    if (allow) expect(answer.allow, label).toBe(allow);
  };

  for (const path of await sitePaths(request)) {
    const isFile = /\.[a-z]+$/.test(path);
    const allow = isFile ? 'GET, HEAD' : 'GET, HEAD, POST';
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL']) {
      await expectRefused(`${method} ${path}`, { method, path }, 405, allow);
    }
    // A method HTTP does not know: Node's parser answers it before any code of ours.
    await expectRefused(`FOO ${path}`, { method: 'FOO', path }, 400);
    for (const broken of ['%', '%zz', '%ff', '%2']) {
      await expectRefused(`GET ${path}${broken}`, { path: `${path}${broken}` }, 400);
    }
    if (isFile) {
      await expectRefused(`POST ${path}`, { method: 'POST', path, ...FORM }, 405, allow);
      continue;
    }
    for (const [kind, shape] of [
      ['form post', FORM],
      ['action call', CALL],
    ] as const) {
      const post = (headers: Record<string, string>) => ({
        method: 'POST',
        path,
        headers: { ...shape.headers, ...headers },
        body: shape.body,
      });
      await expectRefused(
        `${kind} to ${path} from another site`,
        post({ Origin: 'http://evil.example' }),
        403,
      );
      await expectRefused(`${kind} to ${path} with Origin: null`, post({ Origin: 'null' }), 403);
      for (const origin of ['garbage', 'http://', 'http://[::1']) {
        await expectRefused(
          `${kind} to ${path} with Origin: ${origin}`,
          post({ Origin: origin }),
          400,
        );
      }
      // A page of another name that resolves to this server (DNS rebinding).
      await expectRefused(
        `${kind} to ${path} for another host`,
        post({ Host: 'rebound.example', Origin: 'http://rebound.example' }),
        403,
      );
      await expectRefused(
        `${kind} to ${path} with a foreign X-Forwarded-Host`,
        post({ 'X-Forwarded-Host': 'rebound.example' }),
        403,
      );
    }
    await expectRefused(
      `plain POST ${path}`,
      { method: 'POST', path, headers: { 'Content-Type': 'text/plain' }, body: 'x' },
      400,
    );
    await expectRefused(
      `multipart POST ${path} naming no action`,
      {
        method: 'POST',
        path,
        headers: { Origin: `http://${host}`, ...FORM.headers },
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      },
      400,
    );
  }
  const fiveHundreds = answers.filter(({ answer }) => answer.status >= 500);
  expect(fiveHundreds.map(({ label }) => label)).toEqual([]);
  // Short plain words, never a stack trace.
  for (const { label, answer } of answers)
    expect(answer.body, label).not.toMatch(/\bat \S+:\d+:\d+/);
});
