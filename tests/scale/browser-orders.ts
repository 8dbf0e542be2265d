// Orders sent as a browser sends a form: the request's head in one write, its body in another a
// moment later (autocannon writes each request whole, at once). A balancer that has begun
// passing a request to an instance before its body arrived cannot send it again to the other
// when that instance dies: HAProxy keeps a request to retry only if it had all of it
// (deploy/haproxy.cfg, `option http-buffer-request`). Each order on a connection of its own,
// through the visitors' relay (./visitors.ts), so each is a client of its own to the rate limit.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { actionRequest } from '../helpers/action-request';
import { sleep } from '../helpers/lab/harness';
import type { Fields } from '../helpers/lab/forms';

/** How long a browser's body follows its head, at most, on a slow link. */
const BODY_AFTER_MS = 20;

export type BrowserAnswer = { status: number; servedBy: string | null };

/** One order: its status line's code (0: no answer) and the instance that answered. */
async function sendOne(base: string, actionId: string, fields: Fields): Promise<BrowserAnswer> {
  const { hostname, port, host } = new URL(base);
  const { headers, body } = await actionRequest({ base, actionId, fields });
  const head = [
    `POST / HTTP/1.1`,
    `Host: ${host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  const socket = net.connect(Number(port), hostname);
  socket.setNoDelay(true);
  const answer = new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(head);
  await sleep(Math.random() * BODY_AFTER_MS);
  socket.write(body);
  const text = await answer;
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    servedBy: /^x-served-by: (\S+)\r$/im.exec(text)?.[1] ?? null,
  };
}

/** `workers` browsers sending orders one after another for `ms`; every answer they got. */
export async function browserOrders({
  base,
  actionId,
  fields,
  workers,
  ms,
}: {
  base: string;
  actionId: string;
  fields: (id: string) => Fields;
  workers: number;
  ms: number;
}): Promise<BrowserAnswer[]> {
  const answers: BrowserAnswer[] = [];
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until)
        answers.push(await sendOne(base, actionId, fields(randomUUID())));
    }),
  );
  return answers;
}
