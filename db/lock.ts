import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive, process-wide lock on the embedded database folder. Two processes opening the
 * same PGlite folder lose rows without any error, so the second one must fail loudly instead.
 * The lock is a `<dir>.lock` file holding the owner's pid; a lock left by a dead process is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in process ${pid}. ` +
        'Stop that process first (two processes on one folder lose rows), ' +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dir: string): string {
  return `${dir}.lock`;
}

/** Takes the lock or throws DatabaseLockedError; returns the function that releases it. */
export function acquireLock(dir: string): () => void {
  const file = lockPath(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
