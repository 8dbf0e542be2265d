import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second server (server.mjs) of the production build, beside the one the suite runs, for a
 * spec that needs settings of its own or the server's log. Its process group is stopped by
 * `stop`, which resolves once it has exited (and let go of its database).
 */
export async function startServer({
  port,
  env,
  log = false,
}: {
  port: number;
  env: Record<string, string>;
  /** Keep its standard output and error to read (`server.process.stdout`). */
  log?: boolean;
}): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, ...env },
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    detached: true,
  });
  await waitForServer(`${url}/about`, Date.now() + 80_000);
  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  return { url, process: child, stop };
}

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The second server did not answer at ${url}`);
}
