// The delivery catcher (./delivery-catcher.ts) in a worker thread, for the fault tests and the
// bench: their load generators keep the main thread busy, which would delay the catcher's
// answers and its clock. Each of its methods is called the same way, and answers with a promise.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DeliveryCatcher } from './delivery-catcher';

type Method = {
  [K in keyof DeliveryCatcher]: DeliveryCatcher[K] extends (...args: never[]) => unknown
    ? K
    : never;
}[keyof DeliveryCatcher];

/** The catcher's methods, each answering with a promise of what it returns. */
export type RemoteCatcher = {
  [M in Method]: (
    ...args: Parameters<DeliveryCatcher[M]>
  ) => Promise<Awaited<ReturnType<DeliveryCatcher[M]>>>;
};

/** Starts a catcher in a worker thread: its URLs, and its methods; stop() ends the thread too. */
export async function startCatcherThread({ secret }: { secret?: string } = {}): Promise<
  RemoteCatcher & { smtpUrl: string; webhookUrl: string }
> {
  // A worker does not inherit tsx's loader: its first lines register it, then load this file.
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const self = fileURLToPath(import.meta.url);
  const worker = new Worker(
    `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(self)});`,
    { eval: true, workerData: { deliveryCatcher: { secret } } },
  );
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (e: Error) => void }
  >();
  let next = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: never; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve(result as never);
  });
  worker.on('error', (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  const call = (method: string, args: unknown[]) =>
    new Promise<never>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });
  const remote = Object.fromEntries(
    Object.getOwnPropertyNames(DeliveryCatcher.prototype)
      .filter((method) => method !== 'constructor')
      .map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as RemoteCatcher;
  const { smtpUrl, webhookUrl } = await remote.start();
  return {
    ...remote,
    smtpUrl,
    webhookUrl,
    stop: async () => {
      await remote.stop().catch(() => {});
      await worker.terminate();
    },
  };
}

// The worker's side: one catcher, each message a call of one of its methods.
const data = workerData as { deliveryCatcher?: { secret?: string } } | null;
if (!isMainThread && data?.deliveryCatcher && parentPort) {
  const port = parentPort;
  const catcher = new DeliveryCatcher(data.deliveryCatcher);
  port.on(
    'message',
    async ({ id, method, args }: { id: number; method: Method; args: never[] }) => {
      try {
        const run = catcher[method] as (...args: never[]) => unknown;
        port.postMessage({ id, result: await run.apply(catcher, args) });
      } catch (error) {
        port.postMessage({ id, error: (error as Error)?.stack ?? String(error) });
      }
    },
  );
}
