import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. `refuse` makes
 * it turn mail away (a temporary failure), as a server in trouble would.
 */
export class MailCatcher {
  readonly messages: ParsedMail[] = [];
  refuse = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          this.messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter((mail) =>
      [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)),
    );
  }
}
