// How `npm run test:container` checks, and says what it checked: each passed check is a line with
// the time since the start; a failed one throws with what was seen.
import path from 'node:path';
import { ROOT, sleep } from '../helpers/lab/harness';
import { exec } from './docker';

const started = Date.now();
/** Minutes and seconds since the start, as 7:52. */
export function clock(): string {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
let passed = 0;
export const checksPassed = (): number => passed;
export function check(what: string): void {
  passed++;
  console.log(`  ✓ ${clock()}  ${what}`);
}
export function expect(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

/** Asks `probe` every second until it finds something, for `timeoutMs` at most. */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(1000)) {
    const found = await probe();
    if (found !== undefined) return found;
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** The lab's order post from this machine, as the workflow's container job runs it. */
export async function placeOrder(base: string): Promise<{ reference: string; email: string }> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const { code, output } = await exec(tsx, ['tests/container/place-order.ts', base]);
  const placed = /^order: ok (BB-\w+) (\S+)$/m.exec(output);
  expect(code === 0 && placed, `the order was not saved:\n${output}`);
  return { reference: placed[1]!, email: placed[2]! };
}
