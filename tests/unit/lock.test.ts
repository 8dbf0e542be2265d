import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError, lockPath } from '@/db/lock';

const dir = path.join(os.tmpdir(), `botbazaar-lock-${process.pid}`);

afterEach(() => fs.rmSync(lockPath(dir), { force: true }));

describe('embedded database lock', () => {
  it('is taken and released by this process', () => {
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses when another live process holds it, naming that process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(lockPath(dir), String(other.pid));
      expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(dir)).toThrow(`already open in process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died', async () => {
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.on('exit', resolve));
    fs.writeFileSync(lockPath(dir), String(other.pid));
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
