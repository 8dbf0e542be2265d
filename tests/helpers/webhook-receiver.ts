import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A webhook endpoint on loopback that records every POST. `answers` is the status to give each
 * call in turn (200 once they run out), to play a receiver that fails for a while.
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  answers: number[] = [];
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(this.answers.shift() ?? 200).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/leads`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
