// Shared by the bench (tests/load/bench.ts) and the fault tests (tests/faults/faults.ts): the
// build folder, a throwaway PostgreSQL database, the site's server (server.mjs) on it, and cleanup
// of everything started or made here, also on error or Ctrl-C.
import { spawn, spawnSync, type ChildProcessByStdio, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import postgres from 'postgres';
import {
  botOrders,
  contactMessages,
  customBotRequests,
  newsletterSubscriptions,
} from '@/db/schema';
import { prerenderedDir } from '../../../scripts/lib/prerendered.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export type Sql = postgres.Sql;

/** A child started here: its process, and the last lines of its output. */
export type Child = ChildProcessByStdio<null, Readable, Readable> & { log: string[] };

/** The production build to measure: env NEXT_DIST_DIR (relative to the repo), default .next. */
export function buildDir(): { name: string; dir: string } {
  const name = process.env.NEXT_DIST_DIR || '.next';
  const dir = path.resolve(ROOT, name);
  if (!fs.existsSync(path.join(dir, 'BUILD_ID')) || !fs.existsSync(prerenderedDir(dir))) {
    throw new Error(
      `No production build in ${dir}. These scripts build nothing: run ` +
        `\`NEXT_DIST_DIR=${name} npm run build\` first.`,
    );
  }
  return { name, dir };
}

// ---------------------------------------------------------------------------------------------
// Cleanup: children are started in their own process group and killed as a group; the steps
// given to atCleanup run; databases made here are dropped, folders removed. Runs once, on normal
// end, on error and on SIGINT/SIGTERM.

const children = new Set<Child>();
const databases = new Set<string>();
const folders = new Set<string>();
const steps: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;

/** Work that undoes something the script made outside this process (a container, a volume). */
export function atCleanup(step: () => Promise<void>): void {
  steps.push(step);
}

/** A folder made by the script, removed at cleanup. */
export function removeAtCleanup(folder: string): string {
  folders.add(folder);
  return folder;
}

function removeFolders() {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

function adminUrl(): string {
  return process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

function killGroup(child: Child, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const child of children) killGroup(child, 'SIGTERM');
    await Promise.all(
      [...children].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              killGroup(child, 'SIGKILL');
              resolve();
            }, 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    children.clear();
    // The latest first: what was made last may stand on what was made before it.
    for (const step of steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`);
      }
    }
    removeFolders();
    for (const name of databases) {
      try {
        await dropDatabase(name);
      } catch (error) {
        console.error(`could not drop database ${name}: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

// Last resort when the process exits without having awaited cleanup().
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
  removeFolders();
  for (const name of databases) {
    spawnSync('psql', [adminUrl(), '-qc', `drop database if exists "${name}" with (force)`], {
      stdio: 'ignore',
    });
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what this script started…`);
    cleanup().finally(() => process.exit(130));
  });
}

/** Runs `main`, always cleans up, and sets the exit code. */
export async function run(main: () => Promise<number | void>): Promise<void> {
  try {
    const code = await main();
    await cleanup();
    process.exit(code ?? 0);
  } catch (error) {
    console.error((error as Error)?.stack || error);
    await cleanup();
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

export async function admin<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** Drops a database createDatabase made, before cleanup. */
export async function dropDatabase(name: string): Promise<void> {
  await admin((sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
  databases.delete(name);
}

/** A fresh database, dropped at cleanup. Returns its name and URL. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((sql) => sql.unsafe(`create database "${name}"`));
  databases.add(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** `npx drizzle-kit migrate` against the database (migrations from db/migrations of `root`). */
export function migrate(databaseUrl: string, root = ROOT): void {
  const result = spawnSync('npx', ['drizzle-kit', 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`drizzle-kit migrate failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** A short-lived connection to the test database, for counting rows. */
export function connect(databaseUrl: string): Sql {
  return postgres(databaseUrl, { max: 2, onnotice: () => {}, connect_timeout: 5 });
}

/** The four tables a form's submission lands in, by their names in db/schema.ts. */
export const SUBMISSION_TABLES = [
  botOrders,
  customBotRequests,
  contactMessages,
  newsletterSubscriptions,
].map((table) => getTableName(table));

export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SUBMISSION_TABLES) {
    const [row] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** Which of these submission ids have their row in bot_orders. */
export async function idsPresent(sql: Sql, ids: string[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await sql<
      { id: string }[]
    >`select submission_id::text as id from bot_orders where submission_id = any(${ids.slice(i, i + 1000)}::uuid[])`;
    for (const row of rows) present.add(row.id);
  }
  return present;
}

// ---------------------------------------------------------------------------------------------
// Processes

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a child in its own process group, tracked for cleanup; keeps the last output lines. */
export function startChild(command: string, args: string[], options: SpawnOptions): Child {
  const child = Object.assign(
    spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }),
    { log: [] as string[] },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  const keep = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim()) child.log.push(line);
    }
    if (child.log.length > 200) child.log.splice(0, child.log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

export function stopChild(child: Child | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Limits high enough that the per-form rate limiter never answers during a measurement. */
const UNLIMITED_RATE = { RATE_LIMIT_MAX: '1000000000' };

/**
 * The site's server (server.mjs) on the given build and database, waited for until it answers `/`.
 * Prints the settings it used so a reader knows the rate limiter was out of the way.
 */
export type Started = { child: Child; base: string; port: number };

export async function startNext({
  dist,
  databaseUrl,
  env = {},
  quiet = false,
  port: fixedPort,
  root = ROOT,
}: {
  dist: string;
  databaseUrl: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** A port of its own (an instance started again where a balancer expects it); else a free one. */
  port?: number;
  /** The checkout whose server.mjs serves `dist` (another one's, to compare with); else this one. */
  root?: string;
}): Promise<Started> {
  const port = fixedPort ?? (await freePort());
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    DATABASE_URL: databaseUrl,
    ...UNLIMITED_RATE,
    ...env,
  };
  const child = startChild(
    process.execPath,
    [path.join(root, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    { cwd: root, env: serverEnv },
  );
  const base = `http://127.0.0.1:${port}`;
  if (!quiet) {
    const shown = ['RATE_LIMIT_MAX', 'DB_POOL_MAX', 'DB_TIMEOUT_MS']
      .filter((k) => serverEnv[k] !== undefined)
      .map((k) => `${k}=${serverEnv[k]}`)
      .join(' ');
    console.log(
      `started: server.mjs (${dist}) on ${base}, pid ${child.pid}; ${shown} (rate limiter out of the way)`,
    );
  }
  await waitForHttp(`${base}/`, 60_000, child);
  return { child, base, port };
}

export async function waitForHttp(url: string, timeoutMs: number, child?: Child): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited before it was ready:\n${child.log.slice(-30).join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Figures

/** How often each value occurs: ['ok', 'ok', 'failed'] -> { ok: 2, failed: 1 }. */
export function countOf(values: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export function fmt(n: number | null | undefined, digits = 0): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A plain-text table: rows of cells, first row is the header. */
export function table(rows: readonly (readonly unknown[])[]): string {
  const [header = []] = rows;
  const widths = header.map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  const line = (row: readonly unknown[]) =>
    row
      .map((cell, i) => String(cell ?? '').padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
