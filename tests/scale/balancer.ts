// HAProxy (Debian's package) in front of the two instances, run from the repository's own
// deploy/haproxy.cfg with the addresses given in its environment, and asked through its runtime
// socket what it thinks of each instance.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ROOT,
  removeAtCleanup,
  sleep,
  startChild,
  stopChild,
  type Child,
} from '../helpers/lab/harness';

export const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');

/** The instances by their names in deploy/haproxy.cfg. */
export const INSTANCES = ['app1', 'app2'] as const;
export type InstanceName = (typeof INSTANCES)[number];

/** HAProxy's own binary: HAPROXY, else Debian's. Names the package when it is missing. */
function haproxyBinary(): string {
  const binary = process.env.HAPROXY || '/usr/sbin/haproxy';
  if (!fs.existsSync(binary)) {
    throw new Error(
      `HAProxy is not installed (${binary} is missing). On Debian or Ubuntu: ` +
        '`sudo apt-get install -y haproxy` (2.6 or later), or set HAPROXY to its path.',
    );
  }
  return binary;
}

export type Balancer = {
  base: string;
  child: Child;
  /** HAProxy's state of an instance: 'UP', 'DOWN', 'UP 1/2' (going down), 'DOWN 1/2' (going up)… */
  status: () => Promise<Record<InstanceName, string>>;
  /** Resolves when HAProxy reads the instance as `state` (UP or DOWN, nothing in between). */
  waitFor: (instance: InstanceName, state: 'UP' | 'DOWN', timeoutMs?: number) => Promise<number>;
  stop: () => Promise<void>;
};

export async function startBalancer({
  port,
  instances,
}: {
  port: number;
  instances: Record<InstanceName, number>;
}): Promise<Balancer> {
  const binary = haproxyBinary();
  const dir = removeAtCleanup(fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-scale-')));
  const socket = path.join(dir, 'admin.sock');
  const child = startChild(binary, ['-db', '-f', HAPROXY_CONFIG], {
    cwd: dir,
    env: {
      ...process.env,
      BALANCER_ADDRESS: `127.0.0.1:${port}`,
      APP1_ADDRESS: `127.0.0.1:${instances.app1}`,
      APP2_ADDRESS: `127.0.0.1:${instances.app2}`,
      HAPROXY_SOCKET: socket,
    },
  });
  const status = async () => serverStatus(await ask(socket, 'show stat'));
  for (const until = Date.now() + 10_000; !fs.existsSync(socket); await sleep(50)) {
    if (child.exitCode !== null || Date.now() > until) {
      throw new Error(`HAProxy did not start:\n${child.log.join('\n')}`);
    }
  }
  const waitFor = async (instance: InstanceName, state: 'UP' | 'DOWN', timeoutMs = 120_000) => {
    const started = performance.now();
    for (;;) {
      if ((await status())[instance] === state) return performance.now();
      if (performance.now() - started > timeoutMs) {
        throw new Error(`HAProxy did not read ${instance} as ${state} within ${timeoutMs} ms`);
      }
      await sleep(50);
    }
  };
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    status,
    waitFor,
    stop: () => stopChild(child),
  };
}

/** One command on HAProxy's runtime socket, and its whole answer. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    connection.on('error', reject);
  });
}

/** The `status` column of the backend's servers in `show stat`'s CSV. */
function serverStatus(csv: string): Record<InstanceName, string> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const found: Partial<Record<InstanceName, string>> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[at('svname')] as InstanceName;
    if (cells[at('pxname')] === 'app' && INSTANCES.includes(name)) {
      found[name] = cells[at('status')] ?? '';
    }
  }
  return { app1: found.app1 ?? 'missing', app2: found.app2 ?? 'missing' };
}
