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
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------------
// The main thread's side.

/**
 * Starts the sink. `secret` is the webhook's LEADS_WEBHOOK_SECRET. Resolves with the URLs for
 * SMTP_URL and LEADS_WEBHOOK_URL and the controls, each a promise of the worker's answer.
 */
export async function startDeliverySink({ secret }) {
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { secret } });
  worker.unref();
  const pending = new Map();
  let next = 0;
  worker.on('message', ({ id, result, error }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve(result);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  const call = (op, args = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args });
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
    delay: (ms) => call('delay', { ms }),
    /** Answers are held back until release(); resolves with how many are held at that moment. */
    hold: () => call('hold'),
    /** Gives the held answers (to connections still open); resolves with what became of them. */
    release: () => call('release'),
    /** How many answers are held back right now: { mail, hooks }. */
    held: () => call('held'),
    /** The webhook answers 500 to the first `times` calls whose lead has this e-mail address. */
    failWebhook: (email, times) => call('failWebhook', { email, times }),
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

async function sink({ secret }) {
  const { SMTPServer } = await import('smtp-server');
  const mails = [];
  const hooks = [];
  let delayMs = 0;
  let holding = false;
  /** Answers waiting for release(): { kind, alive(), answer() }. */
  let heldBack = [];
  const failures = new Map();

  /** Waits the delay, then answers, or keeps the answer for release() while holding. */
  function answerLater(kind, alive, answer) {
    const go = () => {
      if (holding) heldBack.push({ kind, alive, answer });
      else answer();
    };
    if (delayMs) setTimeout(go, delayMs);
    else go();
  }

  // ---- SMTP
  const sockets = new Map();
  let peakConnections = 0;
  const socketKey = (address, port) => `${address}:${port}`;
  let smtp;
  let smtpPort = 0;

  function headerValue(headers, name) {
    const match = headers.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im'));
    return match ? match[1].replace(/\r\n[ \t]+/g, ' ').trim() : null;
  }
  const addressOf = (value) => value?.match(/<([^>]+)>\s*$/)?.[1] ?? value ?? null;

  function newSmtpServer() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1,
      onData(stream, session, callback) {
        let head = '';
        let complete = false;
        stream.on('data', (chunk) => {
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
    server.server.on('connection', (socket) => {
      const key = socketKey(socket.remoteAddress, socket.remotePort);
      sockets.set(key, socket);
      peakConnections = Math.max(peakConnections, sockets.size);
      socket.once('close', () => sockets.delete(key));
    });
    return server;
  }

  async function smtpListen() {
    smtp = newSmtpServer();
    await new Promise((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(smtpPort, '127.0.0.1', resolve);
    });
    smtpPort = smtp.server.address().port;
  }

  async function smtpClose() {
    if (!smtp) return;
    const closing = new Promise((resolve) => smtp.close(resolve));
    for (const socket of sockets.values()) socket.destroy();
    sockets.clear();
    await closing;
    smtp = undefined;
  }

  // ---- webhook
  const verifies = (body, header) => {
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    );
    const given = Buffer.from(String(header ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const hookServer = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let email = null;
      try {
        email = JSON.parse(body.toString('utf8'))?.lead?.email ?? null;
      } catch {
        /* not JSON: recorded without an address */
      }
      const record = {
        at: now(),
        key: request.headers['idempotency-key'] ?? null,
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
  await new Promise((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${hookServer.address().port}/hooks/leads`;
  await smtpListen();

  const ops = {
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
      const outcome = { mail: { answered: 0, gone: 0 }, hook: { answered: 0, gone: 0 } };
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
      hooksOk: hooks.filter((h) => h.answered && h.status < 300).length,
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
  parentPort.on('message', async ({ id, op, args }) => {
    try {
      parentPort.postMessage({ id, result: await ops[op](args) });
    } catch (error) {
      parentPort.postMessage({ id, error: error?.stack ?? String(error) });
    }
  });
}

if (!isMainThread && workerData?.secret !== undefined) {
  sink(workerData).catch((error) => {
    console.error('delivery sink:', error);
    process.exit(1);
  });
}
