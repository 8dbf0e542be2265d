// A model for the demo's tests and bench, on loopback: no model can be downloaded on these
// machines, so this server speaks the OpenAI chat-completions stream exactly as the providers do
// (`POST <base>/chat/completions` with `stream: true`): `data: {chunk}` frames whose
// `choices[0].delta.content` carries the text, a finish chunk, a `choices: []` chunk with `usage`
// when `stream_options.include_usage` is set, then `data: [DONE]`. It records every request it
// gets (its body and when), and plays the faults the demo must survive: connections refused,
// 429 and 500 answers, a stall before the first chunk or in the middle of the reply, a reply
// ended halfway as if it were whole, an empty reply; and a pace in tokens per second.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ModelFault =
  | 'none'
  | '429'
  | '500'
  | 'stall-first'
  | 'stall-mid'
  | 'cut'
  | 'empty'
  /** An error object in the stream, halfway, then [DONE]. */
  | 'error-mid'
  /** The usage so far in every chunk of text, as some servers tell it, and cut off halfway. */
  | 'running-usage-cut'
  /** Not faults: the reply whole, its usage and [DONE], without a finish_reason, as some servers write it; */
  | 'no-finish'
  /** the reply whole, its finish and usage, then the stream held open, no [DONE]; */
  | 'hold-open'
  /** the reply whole and its finish, then the stream held open, no usage nor [DONE]. */
  | 'finish-hold';

export type ModelRequest = {
  at: number;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    [key: string]: unknown;
  };
  /** The total_tokens it reported, when it sent a usage chunk. */
  usage?: number;
  /** When its first chunk with text was written. */
  firstChunkAt?: number;
};

/** A reply's words, sent a word (a "token") per chunk. */
const words = (text: string) => text.match(/\S+\s*/g) ?? [];

/** A prompt's words, each a token: what the model reports by default. */
export const promptWords = (request: ModelRequest) =>
  (request.body.messages ?? []).reduce((sum, message) => sum + words(message.content).length, 0);

export class ModelServer {
  readonly requests: ModelRequest[] = [];
  /** What the next replies do. */
  fault: ModelFault = 'none';
  /** What a request does, by what it asks: by default `fault`, whatever it asks. */
  faultOf: (request: ModelRequest) => ModelFault = () => this.fault;
  /** Tokens a second; 0: as fast as the socket takes them. */
  tokensPerSecond = 0;
  /** A 429 or 500 asks the client to retry after this long (`retry-after-ms`); unset: not said. */
  retryAfterMs: number | undefined = undefined;
  /** Milliseconds before the first chunk (the model "thinking"). */
  firstChunkMs = 0;
  /**
   * The prompt's tokens it reports: by default a word a token; a test sets the worst a tokenizer
   * can do (a token a byte of UTF-8).
   */
  promptTokens: (request: ModelRequest) => number = promptWords;
  /** The reply to a request: by default, a sentence that quotes nothing of it. */
  reply: (request: ModelRequest) => string = () =>
    'Thank you for asking. This is the test model answering, one word at a time.';

  private server = this.serve();
  private sockets = new Set<Socket>();
  /** The connections it has taken: a client that keeps its connection between calls opens one. */
  connections = 0;

  private constructor() {}

  private serve(): http.Server {
    const server = http.createServer((request, response) => void this.answer(request, response));
    server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  /** Listening on 127.0.0.1 (a free port, or `port`); its API base is `url`. */
  static async start(port = 0): Promise<ModelServer> {
    const model = new ModelServer();
    await model.listen(port);
    return model;
  }

  port = 0;
  get url(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Connections refused from now on (and those open cut), until `up`. */
  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async up(): Promise<void> {
    this.server = this.serve();
    await this.listen(this.port);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const record: ModelRequest = {
      at: performance.timeOrigin + performance.now(),
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ModelRequest['body'],
    };
    this.requests.push(record);
    if (request.method !== 'POST' || !record.path.endsWith('/chat/completions')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      return response.end('{"error":{"message":"not found"}}');
    }
    const fault = this.faultOf(record);
    if (fault === '429' || fault === '500') {
      response.writeHead(Number(fault), {
        'Content-Type': 'application/json',
        ...(this.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(this.retryAfterMs) }),
      });
      return response.end(JSON.stringify({ error: { message: `test fault ${fault}` } }));
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    const frame = (data: unknown) =>
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    const base = {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: record.body.model ?? 'test',
    };
    const chunk = (delta: object, finish: string | null = null) =>
      frame({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
    // A fault that stalls holds the response open until the client gives up.
    const stall = () => new Promise<void>((resolve) => response.on('close', resolve));
    if (fault === 'stall-first') return stall();
    if (this.firstChunkMs) await new Promise((resolve) => setTimeout(resolve, this.firstChunkMs));
    chunk({ role: 'assistant', content: '' });
    const text = fault === 'empty' ? '' : this.reply(record);
    const pieces = words(text);
    const gap = this.tokensPerSecond ? 1000 / this.tokensPerSecond : 0;
    for (const [index, piece] of pieces.entries()) {
      if (response.destroyed) return;
      if (fault === 'stall-mid' && index === Math.ceil(pieces.length / 2)) return stall();
      // Ended halfway, as a proxy that drops a long response may: no finish, no usage, no [DONE].
      const halfway = index === Math.ceil(pieces.length / 2);
      if ((fault === 'cut' || fault === 'running-usage-cut') && halfway) return response.end();
      if (fault === 'error-mid' && halfway) {
        frame({ error: { message: 'overloaded', type: 'server_error' } });
        frame('[DONE]');
        return response.end();
      }
      if (fault === 'running-usage-cut') {
        const usage = this.promptTokens(record) + index + 1;
        frame({
          ...base,
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          usage: { total_tokens: usage },
        });
      } else chunk({ content: piece });
      record.firstChunkAt ??= performance.timeOrigin + performance.now();
      if (gap) await new Promise((resolve) => setTimeout(resolve, gap));
    }
    if (fault !== 'no-finish') chunk({}, 'stop');
    if (fault === 'finish-hold') return stall();
    if (record.body.stream_options?.include_usage) {
      const prompt = this.promptTokens(record);
      record.usage = prompt + pieces.length;
      frame({
        ...base,
        choices: [],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: pieces.length,
          total_tokens: prompt + pieces.length,
        },
      });
    }
    if (fault === 'hold-open') return stall();
    frame('[DONE]');
    response.end();
  }
}
