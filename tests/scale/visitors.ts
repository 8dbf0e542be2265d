// Many visitors from one load generator. autocannon connects from 127.0.0.1 alone, and the site
// gives each client RATE_LIMIT_MAX orders a minute (10 by default, kept here): so the load goes
// through this relay, which connects each of autocannon's connections to the balancer from a
// loopback address of its own (127.1.0.1, 127.1.0.2, …; on Linux the whole 127.0.0.0/8 is this
// machine). With autocannon's `reconnectRate` below the limit, every connection is a visitor
// sending a few orders, as a crowd does, and no load request is refused for its rate.
import net from 'node:net';

/** Addresses handed out in turn: 127.1.0.1 to 127.1.255.254, 65,534 visitors before a repeat. */
function* addresses(): Generator<string> {
  for (;;) {
    for (let n = 1; n < 65_535; n += 1) yield `127.1.${n >> 8}.${n & 255}`;
  }
}

export type Visitors = { base: string; connections: () => number; stop: () => Promise<void> };

export async function startVisitors(target: { host: string; port: number }): Promise<Visitors> {
  const pool = addresses();
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect({ ...target, localAddress: pool.next().value });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
      // Either side gone: both go, as a direct connection would.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    connections: () => connections,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
