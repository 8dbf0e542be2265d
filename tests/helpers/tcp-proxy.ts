import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that a test can take down and bring back on the same
 * port, to play a database outage without stopping the real server other tests use.
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
  async start({ stalled = false } = {}): Promise<void> {
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
      client.pipe(upstream).pipe(client);
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
