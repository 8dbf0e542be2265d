// Who used the cores during a load run, read from Linux's /proc (the bench's delivery part): the
// server's request thread, its other threads (the delivery thread, V8's and libuv's helpers),
// PostgreSQL's processes, this process (the load generator, and the SMTP and webhook sink's
// thread), and what no one used. Elsewhere than Linux there is no /proc, and cpuTime() is null.
import fs from 'node:fs';

/** Clock ticks a second in /proc's figures: USER_HZ, 100 on every Linux architecture Node runs on. */
const HZ = 100;

export type CpuTime = {
  requestThread: number;
  serverOthers: number;
  postgres: number;
  bench: number;
  idle: number;
  /** Seconds of the machine's clock, summed over its cores. */
  all: number;
};

/**
 * utime + stime of a /proc stat line, in seconds (the fields after the command's name); with
 * `reaped`, also cutime + cstime, what its ended children used: PostgreSQL's postmaster reaps
 * the backends of connections closed meanwhile, whose time would otherwise drop out of the sum.
 */
function used(statLine: string, reaped = false): number {
  const fields = statLine
    .slice(statLine.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return (fields[11]! + fields[12]! + (reaped ? fields[13]! + fields[14]! : 0)) / HZ;
}

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process or thread ended meanwhile
  }
};

/**
 * A process's CPU time (its /proc/<pid>/stat counts every thread it has had, ended ones too) and
 * that of its main thread.
 */
function processTime(pid: number): { all: number; main: number } {
  const all = read(`/proc/${pid}/stat`);
  const main = read(`/proc/${pid}/task/${pid}/stat`);
  if (all === null || main === null) throw new Error(`process ${pid} is gone`);
  return { all: used(all), main: used(main) };
}

function postgresTime(): number {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const line = read(`/proc/${entry}/stat`);
    if (line?.includes(' (postgres) ')) sum += used(line, true);
  }
  return sum;
}

/** Seconds of CPU used so far, by whom; null where there is no /proc. */
export function cpuTime(serverPid: number): CpuTime | null {
  if (!fs.existsSync('/proc/stat')) return null;
  const server = processTime(serverPid);
  // The first line of /proc/stat: user nice system idle iowait irq softirq steal, in ticks.
  const ticks = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const idle = (ticks[3]! + ticks[4]!) / HZ;
  return {
    requestThread: server.main,
    serverOthers: server.all - server.main,
    postgres: postgresTime(),
    bench: processTime(process.pid).all,
    idle,
    all: ticks.reduce((sum, tick) => sum + tick, 0) / HZ,
  };
}

/** What was used between two readings, in milliseconds per order (`orders` in between). */
export type CpuPerOrder = Omit<CpuTime, 'all'> & { idleShare: number };

export function perOrder(before: CpuTime, after: CpuTime, orders: number): CpuPerOrder {
  const ms = (key: keyof CpuTime) => ((after[key] - before[key]) * 1000) / orders;
  return {
    requestThread: ms('requestThread'),
    serverOthers: ms('serverOthers'),
    postgres: ms('postgres'),
    bench: ms('bench'),
    idle: ms('idle'),
    idleShare: (after.idle - before.idle) / (after.all - before.all),
  };
}
