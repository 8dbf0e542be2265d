// Where the site's lead deliveries land, in every test and bench: a real SMTP server (smtp-server)
// and a webhook receiver (node:http), both on loopback. The integration and e2e tests run it in
// their own process; the fault tests and the bench run it in a worker thread
// (./delivery-catcher-thread.ts), so that a load generator busy on the main thread does not delay
// it or its clock. It keeps what it accepted:
//   - an e-mail when the server answers 250 to its DATA: its envelope recipients, and from its
//     header block the Message-ID (which the app makes `<reference.type.channel@host>`, the same
//     for every attempt), Reply-To and Subject; the whole message is parsed (mailparser) only
//     when a test asks for it, so that a bench does not pay for it;
//   - a webhook call with its headers and body, its Idempotency-Key (the reference), the visitor's
//     address from its JSON body, whether its signature verifies, the status it was answered with,
//     and whether that answer reached the app (false: the app's connection was gone first).
// Times are epoch milliseconds from performance.timeOrigin + performance.now() (sub-millisecond,
// and comparable between threads).
//
// Faults to play: SMTP down (connection refused, open connections cut) and up again on the same
// port; SMTP refusing mail (451, a temporary failure); the webhook answering 500 to its next
// calls; answers slowed; answers held back (and released).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const now = (): number => performance.timeOrigin + performance.now();

/** An e-mail the SMTP server accepted, read from its envelope and header block. */
export type CaughtMail = {
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
export type CaughtHook = {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  key: string | null;
  email: string | null;
  signed: boolean;
  status: number | null;
  answered: boolean;
  answeredAt?: number;
};

/** E-mails with all of these: a lead's reference, a channel, an envelope recipient. */
export type MailMatch = { reference?: string; channel?: string; to?: string };
/** Webhook calls with all of these: an Idempotency-Key, the status that reached the app. */
export type HookMatch = { key?: string; answeredWith?: number };

type Outcome = { answered: number; gone: number };
type Held = { kind: 'mail' | 'hook'; alive: () => boolean; answer: () => void };
/** The webhook failures that apply to any call, whatever its lead's address. */
const ANY = Symbol('any address');

const answered2xx = (hook: CaughtHook) =>
  hook.answered && hook.status !== null && hook.status >= 200 && hook.status < 300;

function headerValue(headers: string, name: string): string | null {
  const match = headers.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im'));
  return match?.[1] ? match[1].replace(/\r\n[ \t]+/g, ' ').trim() : null;
}
const addressOf = (value: string | null) => value?.match(/<([^>]+)>\s*$/)?.[1] ?? value ?? null;

/** Counts of each value seen more than once. */
function repeated(values: (string | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value ?? '', (counts.get(value ?? '') ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1);
}

export class DeliveryCatcher {
  private readonly secret: string | undefined;
  private mails: { mail: CaughtMail; source: Buffer; parsed?: Promise<ParsedMail> }[] = [];
  private hooks: CaughtHook[] = [];
  private delayMs = 0;
  private holding = false;
  private heldBack: Held[] = [];
  private refusing = false;
  private failures = new Map<string | typeof ANY, number>();
  private waiters = new Set<() => void>();
  private sockets = new Map<string, Socket>();
  private peak = 0;
  private smtp: SMTPServer | undefined;
  private smtpPort = 0;
  private hookServer = http.createServer((request, response) => this.onHook(request, response));

  /** `secret`: the app's LEADS_WEBHOOK_SECRET, to check each call's signature. */
  constructor({ secret }: { secret?: string } = {}) {
    this.secret = secret;
  }

  /** Listens on loopback; resolves with the URLs for SMTP_URL and LEADS_WEBHOOK_URL. */
  async start(): Promise<{ smtpUrl: string; webhookUrl: string }> {
    await new Promise<void>((resolve) => this.hookServer.listen(0, '127.0.0.1', resolve));
    await this.smtpUp();
    const { port } = this.hookServer.address() as AddressInfo;
    return {
      smtpUrl: `smtp://127.0.0.1:${this.smtpPort}`,
      webhookUrl: `http://127.0.0.1:${port}/hooks/leads`,
    };
  }

  async stop(): Promise<void> {
    await this.smtpDown();
    this.hookServer.closeAllConnections();
    await new Promise((resolve) => this.hookServer.close(resolve));
  }

  /** SMTP refuses connections, and the ones open are cut. */
  async smtpDown(): Promise<void> {
    const server = this.smtp;
    if (!server) return;
    const closing = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets.values()) socket.destroy();
    this.sockets.clear();
    await closing;
    this.smtp = undefined;
  }

  /** SMTP listens again, on the same port as before. */
  async smtpUp(): Promise<void> {
    const server = this.smtpServer();
    this.smtp = server;
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.smtpPort, '127.0.0.1', () => resolve());
    });
    this.smtpPort = (server.server.address() as AddressInfo).port;
  }

  /** While on, SMTP answers every message 451, as a server in trouble would. */
  refuseMail(on: boolean): void {
    this.refusing = on;
  }

  /** The webhook answers 500 to its next `times` calls: those for the lead with `email`, if given. */
  failWebhook(times: number, email?: string): void {
    this.failures.set(email ?? ANY, times);
  }

  /** Every answer (SMTP's to DATA, the webhook's) waits this long first. */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** Answers are held back until release(). */
  hold(): void {
    this.holding = true;
  }

  /** How many answers are held back now: e-mails and webhook calls under way at the app. */
  held(): { mails: number; hooks: number } {
    const count = (kind: Held['kind']) => this.heldBack.filter((held) => held.kind === kind).length;
    return { mails: count('mail'), hooks: count('hook') };
  }

  /** Gives the held answers (to connections still open); resolves with what became of them. */
  release(): { mail: Outcome; hooks: Outcome } {
    this.holding = false;
    const outcome = { mail: { answered: 0, gone: 0 }, hook: { answered: 0, gone: 0 } };
    for (const { kind, alive, answer } of this.heldBack) {
      outcome[kind][alive() ? 'answered' : 'gone'] += 1;
      answer();
    }
    this.heldBack = [];
    return { mail: outcome.mail, hooks: outcome.hook };
  }

  /** Everything received since the last clear(). */
  received(): { mails: CaughtMail[]; hooks: CaughtHook[] } {
    return { mails: this.mails.map((entry) => entry.mail), hooks: this.hooks };
  }

  /** The e-mails addressed to `address` (their To header), parsed. */
  async to(address: string): Promise<ParsedMail[]> {
    const parsed = await Promise.all(
      this.mails.map((entry) => (entry.parsed ??= simpleParser(entry.source))),
    );
    return parsed.filter((mail) =>
      [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)),
    );
  }

  /** Message-IDs accepted more than once, and Idempotency-Keys answered 2xx more than once. */
  duplicates(): { mails: [string, number][]; hooks: [string, number][] } {
    return {
      mails: repeated(this.mails.map((entry) => entry.mail.messageId)),
      hooks: repeated(this.hooks.filter(answered2xx).map((hook) => hook.key)),
    };
  }

  /** Until `count` e-mails match, or `timeoutMs` has passed: resolves with those that match. */
  waitForMails(match: MailMatch, count = 1, timeoutMs = 15_000): Promise<CaughtMail[]> {
    const matches = ({ reference, channel, to }: CaughtMail) =>
      (match.reference === undefined || reference === match.reference) &&
      (match.channel === undefined || channel === match.channel) &&
      (match.to === undefined || to.includes(match.to));
    return this.until(() => this.received().mails.filter(matches), count, timeoutMs);
  }

  /** Until `count` webhook calls match, or `timeoutMs` has passed: resolves with those that match. */
  waitForHooks(match: HookMatch, count = 1, timeoutMs = 15_000): Promise<CaughtHook[]> {
    const matches = (hook: CaughtHook) =>
      (match.key === undefined || hook.key === match.key) &&
      (match.answeredWith === undefined || (hook.answered && hook.status === match.answeredWith));
    return this.until(() => this.hooks.filter(matches), count, timeoutMs);
  }

  /** The most SMTP connections open at once since the last call. */
  peakConnections(): number {
    const peak = this.peak;
    this.peak = this.sockets.size;
    return peak;
  }

  /** Forgets what was received, and every failure asked for. */
  clear(): void {
    this.mails = [];
    this.hooks = [];
    this.refusing = false;
    this.failures.clear();
  }

  // -------------------------------------------------------------------------------------------

  private until<T>(found: () => T[], count: number, timeoutMs: number): Promise<T[]> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(found());
      };
      const check = () => {
        if (found().length >= count) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  private changed(): void {
    for (const check of this.waiters) check();
  }

  /** Waits the delay, then answers, or keeps the answer for release() while holding. */
  private answerLater(kind: Held['kind'], alive: () => boolean, answer: () => void): void {
    const go = () => {
      if (this.holding) this.heldBack.push({ kind, alive, answer });
      else answer();
    };
    if (this.delayMs) setTimeout(go, this.delayMs);
    else go();
  }

  private smtpServer(): SMTPServer {
    const key = (address?: string, port?: number) => `${address}:${port}`;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const socket = this.sockets.get(key(session.remoteAddress, session.remotePort));
          const alive = () => Boolean(socket && !socket.destroyed && socket.writable);
          const refused = this.refusing;
          this.answerLater('mail', alive, () => {
            if (!alive()) return; // the client is gone: no answer reached it, nothing accepted
            if (refused) {
              callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
              return;
            }
            const source = Buffer.concat(chunks);
            const end = source.indexOf('\r\n\r\n');
            const head = source.subarray(0, end === -1 ? 65_536 : end).toString('latin1');
            const messageId = headerValue(head, 'Message-ID');
            const [, reference = null, type = null, channel = null] =
              messageId?.match(/^<([^.>]+)\.([^.>]+)\.([^@>]+)@/) ?? [];
            const mail = {
              at: now(),
              messageId,
              reference,
              type,
              channel,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              replyTo: addressOf(headerValue(head, 'Reply-To')),
              subject: headerValue(head, 'Subject'),
            };
            this.mails.push({ mail, source });
            callback();
            this.changed();
          });
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      const id = key(socket.remoteAddress, socket.remotePort);
      this.sockets.set(id, socket);
      this.peak = Math.max(this.peak, this.sockets.size);
      socket.once('close', () => this.sockets.delete(id));
    });
    return server;
  }

  private verifies(body: Buffer, header: string | string[] | undefined): boolean {
    if (this.secret === undefined) return false;
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', this.secret).update(body).digest('hex')}`,
    );
    const given = Buffer.from(String(header ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private onHook(request: http.IncomingMessage, response: http.ServerResponse): void {
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
      const hook: CaughtHook = {
        at: now(),
        headers: request.headers,
        body: body.toString('utf8'),
        key: typeof key === 'string' ? key : null,
        email,
        signed: this.verifies(body, request.headers['x-botbazaar-signature']),
        status: null,
        answered: false,
      };
      this.hooks.push(hook);
      const failing = ([email ?? '', ANY] as const).find((k) => (this.failures.get(k) ?? 0) > 0);
      if (failing !== undefined) this.failures.set(failing, (this.failures.get(failing) ?? 1) - 1);
      const status = failing === undefined ? 200 : 500;
      const alive = () => !request.socket.destroyed && request.socket.writable;
      this.answerLater('hook', alive, () => {
        hook.status = status;
        if (!alive()) return;
        response.writeHead(status).end(() => {
          hook.answered = true;
          hook.answeredAt = now();
          this.changed();
        });
      });
    });
  }
}
