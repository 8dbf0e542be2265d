// The container engine of `npm run test:container`: Docker, started with the tools of
// ../shared/tools/containers when none answers, and stand-ins built with them for the images the
// Dockerfile and docker-compose.yml name when this machine has none of its own (no registry here).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, atCleanup, sleep } from '../helpers/lab/harness';

/** The tools' folder: start-dockerd.sh, make-node-base.sh, standins/. */
const TOOLS = path.resolve(ROOT, process.env.CONTAINER_TOOLS || '../shared/tools/containers');
/** Where an engine the test starts keeps its images and build cache: gigabytes. */
const STATE = process.env.CONTAINER_STATE || '/tmp/containers';
/** Debian's docker.io client where it is, which matches the engine the tools start; else PATH's. */
const DOCKER =
  process.env.DOCKER_CLI || (fs.existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
/** Compose v1 (`docker-compose`, which honours service_healthy), or v2 as `docker compose`. */
const COMPOSE = (process.env.DOCKER_COMPOSE || 'docker-compose').split(' ');

export type Result = { code: number | null; output: string; stdout: string };

/** Runs a command with its output kept; `input` goes to its standard input. */
export function exec(
  command: string,
  args: string[],
  { env, input }: { env?: Record<string, string>; input?: string } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, stdout }));
    child.stdin.end(input);
  });
}

/** The last lines of a command's output, for an error that says why. */
export const lastLines = (text: string, count = 40): string =>
  text.trimEnd().split('\n').slice(-count).join('\n');

/** As exec, but a command that fails throws with its output; resolves with its standard output. */
async function must(
  command: string,
  args: string[],
  env?: Record<string, string>,
): Promise<string> {
  const result = await exec(command, args, { env });
  if (result.code !== 0) {
    throw new Error(
      `${[command, ...args].join(' ')} exited with ${result.code}:\n${lastLines(result.output)}`,
    );
  }
  return result.stdout.trim();
}

export const docker = (...args: string[]): Promise<string> => must(DOCKER, args);
/** For cleanup: a docker command whose failure (a container already gone) is no error. */
export const dockerIfAny = async (...args: string[]): Promise<void> => {
  await exec(DOCKER, args);
};
export const compose = (args: string[], env?: Record<string, string>): Promise<string> =>
  must(COMPOSE[0]!, [...COMPOSE.slice(1), ...args], env);

/**
 * An engine that answers: DOCKER_HOST's (or the default socket's), else one in CONTAINER_STATE,
 * started with the tools' start-dockerd.sh if it does not run yet and then stopped at cleanup.
 * Says which.
 */
export async function engine(): Promise<string> {
  if ((await exec(DOCKER, ['info'])).code === 0) {
    return `the running engine (${process.env.DOCKER_HOST ?? 'the default socket'})`;
  }
  const socket = `unix://${STATE}/docker.sock`;
  const running = (await exec(DOCKER, ['info'], { env: { DOCKER_HOST: socket } })).code === 0;
  const exported = await must(path.join(TOOLS, 'start-dockerd.sh'), [STATE]);
  process.env.DOCKER_HOST = /DOCKER_HOST=(\S+)/.exec(exported)?.[1] ?? socket;
  if (running) return `the engine running in ${STATE}`;
  const pid = Number(fs.readFileSync(path.join(STATE, 'dockerd.pid'), 'utf8'));
  atCleanup(async () => {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; waited < 30_000 && alive(pid); waited += 250) await sleep(250);
  });
  return `Docker started with ${path.relative(ROOT, TOOLS)}/start-dockerd.sh in ${STATE} (stopped at the end)`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The images the Dockerfile (ARG NODE_IMAGE) and docker-compose.yml pull, by the names they use.
 * A missing one is built as the tools' stand-in: the node base first, which the others build on.
 */
const IMAGES = [
  { name: 'docker.io/library/node:24-slim', standIn: 'make-node-base.sh' },
  { name: 'docker.io/library/postgres:16-alpine', standIn: 'standins/postgres' },
  { name: 'docker.io/axllent/mailpit:latest', standIn: 'standins/mailpit' },
];

/** Makes sure each image is here; says which were here and which were built as stand-ins. */
export async function baseImages(): Promise<string[]> {
  const said: string[] = [];
  for (const { name, standIn } of IMAGES) {
    if ((await exec(DOCKER, ['image', 'inspect', name])).code === 0) {
      said.push(`${name} here`);
      continue;
    }
    if (standIn.endsWith('.sh')) {
      // The script loads its image with the `docker` on PATH: this test's client, then.
      await must(path.join(TOOLS, standIn), [STATE], {
        PATH: `${path.dirname(DOCKER)}:${process.env.PATH}`,
      });
    } else {
      const folder = path.join(TOOLS, standIn);
      await docker(
        'build',
        '--network',
        'host',
        '-t',
        name,
        '-f',
        `${folder}/Containerfile`,
        folder,
      );
    }
    said.push(`${name} built as the stand-in ${standIn}`);
  }
  return said;
}

/**
 * Builds the image from the Dockerfile as it is, with the client's own builder: BuildKit where
 * the client has it, else the legacy builder (Debian's 20.10 client now wants a buildx plugin for
 * BuildKit, which Debian does not ship). The host's network: an engine started by the tools has
 * no bridge for a build's RUN steps.
 */
export async function buildImage(tag: string): Promise<void> {
  await must(DOCKER, ['build', '--network', 'host', '-t', tag, '.']);
}

export async function inspect(id: string, format: string): Promise<string> {
  return docker('inspect', '--format', format, id);
}

/** A container's health as its HEALTHCHECK last judged it, waited for until `wanted`. */
export async function waitForHealth(id: string, wanted: string, timeoutMs: number): Promise<void> {
  let health = '';
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(1000)) {
    health = await inspect(id, '{{if .State.Health}}{{.State.Health.Status}}{{end}}');
    if (health === wanted) return;
  }
  throw new Error(
    `${id} is ${health || 'without a health check'}, not ${wanted}:\n${await logs(id)}`,
  );
}

export async function logs(id: string): Promise<string> {
  return (await exec(DOCKER, ['logs', id])).output;
}
