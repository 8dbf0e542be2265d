// Where the site's lead deliveries land in `npm run test:faults` (part 5) and `npm run bench`: a
// real SMTP server (smtp-server, a devDependency) and a webhook receiver (node:http), both on
// loopback, in a worker thread of the script's process, so that a load generator busy on the
// main thread does not delay them (or their clocks). Each keeps what it accepted:
//   - an e-mail when the server answers 250 to its DATA, by Message-ID (which the app makes
//     `<reference.type.channel@host>`, the same for every attempt), with its envelope recipients,
//     Reply-To and Subject, read from the header block only;
//   - a webhook call with its Idempotency-Key (the reference), the visitor's address from its
//     JSON body, whether its signature verifies, the status it was answered with, and whether
//     that answer reached the app (false: the app's connection was gone first).
// Times are epoch milliseconds from performance.timeOrigin + performance.now() (sub-millisecond,
// and comparable between the threads).
//
// The script drives it: the SMTP server down (connection refused, open connections cut) and
// up again on the same port; answers slowed; answers held back (and released); the webhook
// answering 500 to the first n calls for one visitor's address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { SMTPServer as SmtpServer } from 'smtp-server';

export const now = (): number => performance.timeOrigin + performance.now();

/** An e-mail the SMTP server accepted, read from its envelope and header block. */
export type SunkMail = {
  at: number;
  messageId: string | null;
  reference: string | null;
  type: string | null;
  channel: string | null;
  to: string[];
  replyTo: string | null;
  subject: string | null;
};

/** A webhook call, with the status it was answered with and whether that reached the app. */
export type SunkHook = {
  at: number;
  key: string | null;
  email: string | null;
  signed: boolean;
  status: number | null;
  answered: boolean;
  answeredAt?: number;
};

type Outcome = { answered: number; gone: number };

/** The worker's operations: what each takes and answers. */
type Ops = {
  start: () => { smtpUrl: string; webhookUrl: string };
  smtpDown: () => Promise<void>;
  smtpUp: () => Promise<void>;
  delay: (args: { ms: number }) => void;
  hold: () => { mail: number; hooks: number };
  held: () => { mail: number; hooks: number };
  release: () => { mail: Outcome; hooks: Outcome };
  failWebhook: (args: { email: string; times: number }) => void;
  received: () => { mails: SunkMail[]; hooks: SunkHook[] };
  counts: () => { mails: number; hooks: number; hooksOk: number };
  clear: () => void;
  peakConnections: () => number;
  stop: () => Promise<void>;
};
type Op = keyof Ops;
type Answer<O extends Op> = Awaited<ReturnType<Ops[O]>>;

// ---------------------------------------------------------------------------------------------
// The main thread's side.

/**
 * Starts the sink. `secret` is the webhook's LEADS_WEBHOOK_SECRET. Resolves with the URLs for
 * SMTP_URL and LEADS_WEBHOOK_URL and the controls, each a promise of the worker's answer.
 */
export async function startDeliverySink({ secret }: { secret: string }) {
  // A worker does not inherit tsx's loader: its first lines register it, then load this file.
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const self = fileURLToPath(import.meta.url);
  const worker = new Worker(
    `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(self)});`,
    { eval: true, workerData: { secret } },
  );
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  worker.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) waiting?.reject(new Error(error));
      else waiting?.resolve(result);
    },
  );
  worker.on('error', (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  const call = <O extends Op>(op: O, ...[args]: Parameters<Ops[O]>): Promise<Answer<O>> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: (value) => resolve(value as Answer<O>), reject });
      worker.postMessage({ id, op, args: args ?? {} });
    });
  const { smtpUrl, webhookUrl } = await call('start');
  return {
    smtpUrl,
    webhookUrl,
    /** SMTP refuses connections, and the ones open are cut. */
    smtpDown: () => call('smtpDown'),
    /** SMTP listens again on the same port. */
    smtpUp: () => call('smtpUp'),
    /** Every answer (SMTP's to DATA, the webhook's) waits this long first. */
    delay: (ms: number) => call('delay', { ms }),
    /** Answers are held back until release(); resolves with how many are held at that moment. */
    hold: () => call('hold'),
    /** Gives the held answers (to connections still open); resolves with what became of them. */
    release: () => call('release'),
    /** How many answers are held back right now: { mail, hooks }. */
    held: () => call('held'),
    /** The webhook answers 500 to the first `times` calls whose lead has this e-mail address. */
    failWebhook: (email: string, times: number) => call('failWebhook', { email, times }),
    /** Everything received so far: { mails, hooks } (see the header of this file). */
    received: () => call('received'),
    /** Counts only: { mails, hooks, hooksOk }. */
    counts: () => call('counts'),
    /** The most SMTP connections open at once since the last call. */
    peakConnections: () => call('peakConnections'),
    /** Forgets what was received. */
    clear: () => call('clear'),
    stop: async () => {
      await call('stop').catch(() => {});
      await worker.terminate();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The worker's side.

type Held = { kind: 'mail' | 'hook'; alive: () => boolean; answer: () => void };

async function sink({ secret }: { secret: string }) {
  const { SMTPServer } = await import('smtp-server');
  const mails: SunkMail[] = [];
  const hooks: SunkHook[] = [];
  let delayMs = 0;
  let holding = false;
  /** Answers waiting for release(). */
  let heldBack: Held[] = [];
  const failures = new Map<string | null, number>();

  /** Waits the delay, then answers, or keeps the answer for release() while holding. */
  function answerLater(kind: Held['kind'], alive: () => boolean, answer: () => void) {
    const go = () => {
      if (holding) heldBack.push({ kind, alive, answer });
      else answer();
    };
    if (delayMs) setTimeout(go, delayMs);
    else go();
  }

  // ---- SMTP
  const sockets = new Map<string, Socket>();
  let peakConnections = 0;
  const socketKey = (address?: string, port?: number) => `${address}:${port}`;
  let smtp: SmtpServer | undefined;
  let smtpPort = 0;

  function headerValue(headers: string, name: string): string | null {
    const match = headers.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im'));
    return match?.[1] ? match[1].replace(/\r\n[ \t]+/g, ' ').trim() : null;
  }
  const addressOf = (value: string | null) => value?.match(/<([^>]+)>\s*$/)?.[1] ?? value ?? null;

  function newSmtpServer() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1,
      onData(stream, session, callback) {
        let head = '';
        let complete = false;
        stream.on('data', (chunk: Buffer) => {
          if (complete) return;
          head += chunk.toString('latin1');
          const end = head.indexOf('\r\n\r\n');
          if (end !== -1) {
            head = head.slice(0, end);
            complete = true;
          } else if (head.length > 65_536) complete = true;
        });
        stream.on('end', () => {
          const socket = sockets.get(socketKey(session.remoteAddress, session.remotePort));
          const alive = () => Boolean(socket && !socket.destroyed && socket.writable);
          answerLater('mail', alive, () => {
            if (!alive()) return; // the client is gone: no 250 reached it, nothing was accepted
            const messageId = headerValue(head, 'Message-ID');
            const [, reference = null, type = null, channel = null] =
              messageId?.match(/^<([^.>]+)\.([^.>]+)\.([^@>]+)@/) ?? [];
            mails.push({
              at: now(),
              messageId,
              reference,
              type,
              channel,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              replyTo: addressOf(headerValue(head, 'Reply-To')),
              subject: headerValue(head, 'Subject'),
            });
            callback();
          });
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      const key = socketKey(socket.remoteAddress, socket.remotePort);
      sockets.set(key, socket);
      peakConnections = Math.max(peakConnections, sockets.size);
      socket.once('close', () => sockets.delete(key));
    });
    return server;
  }

  async function smtpListen() {
    const server = newSmtpServer();
    smtp = server;
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(smtpPort, '127.0.0.1', () => resolve());
    });
    smtpPort = (server.server.address() as AddressInfo).port;
  }

  async function smtpClose() {
    const server = smtp;
    if (!server) return;
    const closing = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets.values()) socket.destroy();
    sockets.clear();
    await closing;
    smtp = undefined;
  }

  // ---- webhook
  const verifies = (body: Buffer, header: string | string[] | undefined) => {
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    );
    const given = Buffer.from(String(header ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const hookServer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let email: string | null = null;
      try {
        email =
          (JSON.parse(body.toString('utf8')) as { lead?: { email?: string } } | null)?.lead
            ?.email ?? null;
      } catch {
        /* not JSON: recorded without an address */
      }
      const key = request.headers['idempotency-key'];
      const record: SunkHook = {
        at: now(),
        key: typeof key === 'string' ? key : null,
        email,
        signed: verifies(body, request.headers['x-botbazaar-signature']),
        status: null,
        answered: false,
      };
      hooks.push(record);
      const left = failures.get(email) ?? 0;
      if (left > 0) failures.set(email, left - 1);
      const status = left > 0 ? 500 : 200;
      const alive = () => !request.socket.destroyed && request.socket.writable;
      answerLater('hook', alive, () => {
        record.status = status;
        if (!alive()) return;
        response.writeHead(status).end(() => {
          record.answered = true;
          record.answeredAt = now();
        });
      });
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/leads`;
  await smtpListen();

  const ops: Ops = {
    start: () => ({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webhookUrl }),
    smtpDown: () => smtpClose(),
    smtpUp: () => smtpListen(),
    delay: ({ ms }) => {
      delayMs = ms;
    },
    hold: () => {
      holding = true;
      return { mail: 0, hooks: 0 };
    },
    held: () => ({
      mail: heldBack.filter((h) => h.kind === 'mail').length,
      hooks: heldBack.filter((h) => h.kind === 'hook').length,
    }),
    release: () => {
      holding = false;
      const outcome: Record<Held['kind'], Outcome> = {
        mail: { answered: 0, gone: 0 },
        hook: { answered: 0, gone: 0 },
      };
      for (const { kind, alive, answer } of heldBack) {
        outcome[kind][alive() ? 'answered' : 'gone'] += 1;
        answer();
      }
      heldBack = [];
      return { mail: outcome.mail, hooks: outcome.hook };
    },
    failWebhook: ({ email, times }) => {
      failures.set(email, times);
    },
    received: () => ({ mails, hooks }),
    counts: () => ({
      mails: mails.length,
      hooks: hooks.length,
      hooksOk: hooks.filter((h) => h.answered && h.status !== null && h.status < 300).length,
    }),
    clear: () => {
      mails.length = 0;
      hooks.length = 0;
    },
    peakConnections: () => {
      const peak = peakConnections;
      peakConnections = sockets.size;
      return peak;
    },
    stop: async () => {
      await smtpClose();
      hookServer.closeAllConnections();
      await new Promise((resolve) => hookServer.close(resolve));
    },
  };
  const port = parentPort;
  if (!port) return;
  port.on('message', async ({ id, op, args }: { id: number; op: Op; args: never }) => {
    try {
      const run = ops[op] as (args: never) => unknown;
      port.postMessage({ id, result: await run(args) });
    } catch (error) {
      port.postMessage({ id, error: (error as Error)?.stack ?? String(error) });
    }
  });
}

if (!isMainThread && (workerData as { secret?: string } | null)?.secret !== undefined) {
  sink(workerData as { secret: string }).catch((error: unknown) => {
    console.error('delivery sink:', error);
    process.exit(1);
  });
}
