import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can take down and bring back on the same
 * port, to play a database outage without stopping the real server other tests use; or, with
 * `delayMs`, a database far away, each byte passed on that much later in each direction.
 */
export class TcpProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Relays to the database, or with `stalled`, accepts connections and never answers. */
  async start({ stalled = false, delayMs = 0 } = {}): Promise<void> {
    this.server = net.createServer((client) => {
      if (stalled) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (!delayMs) {
        client.pipe(upstream).pipe(client);
        return;
      }
      // Timers of one delay fire in the order they were set: the bytes keep theirs.
      const later = (to: net.Socket) => (chunk: Buffer) =>
        setTimeout(() => to.writable && to.write(chunk), delayMs);
      client.on('data', later(upstream));
      upstream.on('data', later(client));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Drops every open connection and stops listening: new connections are refused. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}
