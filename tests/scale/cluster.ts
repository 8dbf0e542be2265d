// What `npm run test:scale` runs: one fresh PostgreSQL database (migrated, dropped at the end), the
// delivery catcher (SMTP and webhook, in a worker thread), two instances of one build (server.mjs,
// the same NEXT_DIST_DIR, the same settings) on loopback ports of their own, and HAProxy in front.
// An instance can be stopped (SIGTERM) or killed (SIGKILL) and started again on its port.
import { startCatcherThread, type RemoteCatcher } from '../helpers/delivery-catcher-thread';
import {
  createDatabase,
  freePort,
  migrate,
  startNext,
  type Child,
  type Started,
} from '../helpers/lab/harness';
import { ModelServer } from '../helpers/model-server';
import { INSTANCES, startBalancer, type Balancer, type InstanceName } from './balancer';
import { DEMO_SETTINGS } from './demo';

export const PROVIDER = 'provider@botbazaar.example';
export const OWNER = 'owner@botbazaar.example';
const WEBHOOK_SECRET = 'scale-webhook-secret';
const AUTH_SECRET = 'a-scale-test-secret-that-is-long-enough-0123456789';

/** What an instance's delivery thread logged: one line per delivery sent, and its stop. */
export type DeliveryLog = { sent: number; stops: string[] };

export type Instance = {
  name: InstanceName;
  port: number;
  base: string;
  /** The process serving now (a new one after each start). */
  child: () => Child;
  /** Every process this instance has run, in turn. */
  log: DeliveryLog;
  start: () => Promise<void>;
  /** Sends the signal; resolves with the exit code (or signal) once the process is gone. */
  signal: (signal: 'SIGTERM' | 'SIGKILL') => Promise<{ exit: string; ms: number }>;
};

export type Cluster = {
  dist: string;
  database: { name: string; url: string };
  catcher: RemoteCatcher & { smtpUrl: string; webhookUrl: string };
  /** The bot demos' model, on loopback (tests/helpers/model-server.ts). */
  model: ModelServer;
  balancer: Balancer;
  instances: Record<InstanceName, Instance>;
  /** The settings both instances run with (besides their port). */
  settings: Record<string, string>;
};

/** Ports: SCALE_PORT, SCALE_PORT + 1 and + 2 for HAProxy and the two instances; else free ones. */
async function ports(): Promise<[number, number, number]> {
  const first = Number(process.env.SCALE_PORT) || 0;
  if (first) return [first, first + 1, first + 2];
  return [await freePort(), await freePort(), await freePort()];
}

export async function startCluster(dist: string): Promise<Cluster> {
  const database = await createDatabase('bb_scale');
  migrate(database.url);
  const catcher = await startCatcherThread({ secret: WEBHOOK_SECRET });
  const model = await ModelServer.start();
  const [balancerPort, ...instancePorts] = await ports();
  const balancerBase = `http://127.0.0.1:${balancerPort}`;
  const settings = {
    SMTP_URL: catcher.smtpUrl,
    LEADS_NOTIFY_EMAIL: PROVIDER,
    LEADS_WEBHOOK_URL: catcher.webhookUrl,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Behind one proxy that appends the visitor's address (deploy/haproxy.cfg).
    TRUST_PROXY: '1',
    SITE_URL: balancerBase,
    DESK_OWNERS: OWNER,
    AUTH_SECRET,
    // The defaults, written out: the harness's servers otherwise run without a limit.
    RATE_LIMIT_MAX: '10',
    RATE_LIMIT_WINDOW_SECONDS: '60',
    DEMO_LLM_BASE_URL: model.url,
    ...DEMO_SETTINGS,
  };
  const instances = Object.fromEntries(
    INSTANCES.map((name, i) => [
      name,
      instance({ name, port: instancePorts[i]!, dist, databaseUrl: database.url, settings }),
    ]),
  ) as Record<InstanceName, Instance>;
  await Promise.all(Object.values(instances).map((one) => one.start()));
  const balancer = await startBalancer({
    port: balancerPort,
    instances: { app1: instances.app1.port, app2: instances.app2.port },
  });
  await Promise.all(INSTANCES.map((name) => balancer.waitFor(name, 'UP')));
  return { dist, database, catcher, model, balancer, instances, settings };
}

const DELIVERY_SENT = /^\[delivery\] \S+ \S+ sent$/;
const DELIVERY_STOP = /^\[delivery\] stopp/;

function instance({
  name,
  port,
  dist,
  databaseUrl,
  settings,
}: {
  name: InstanceName;
  port: number;
  dist: string;
  databaseUrl: string;
  settings: Record<string, string>;
}): Instance {
  let server: Started | undefined;
  const log: DeliveryLog = { sent: 0, stops: [] };
  const watch = (child: Child) => {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (DELIVERY_SENT.test(line)) log.sent += 1;
        else if (DELIVERY_STOP.test(line)) log.stops.push(line);
      }
    });
  };
  const child = () => {
    if (!server) throw new Error(`${name} was never started`);
    return server.child;
  };
  return {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    log,
    start: async () => {
      server = await startNext({ dist, databaseUrl, env: settings, quiet: true, port });
      watch(server.child);
    },
    signal: (signal) =>
      new Promise((resolve) => {
        const process_ = child();
        const sentAt = performance.now();
        process_.once('exit', (code, killedBy) =>
          resolve({ exit: killedBy ?? `exit ${code}`, ms: performance.now() - sentAt }),
        );
        process_.kill(signal);
      }),
  };
}
