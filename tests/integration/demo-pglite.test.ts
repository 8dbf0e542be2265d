import fs from 'node:fs';
import { afterAll, vi } from 'vitest';

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/botbazaar-demo-${process.pid}-${Date.now()}`;
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = dir;
  return dir;
});
vi.hoisted(() => {
  // What tests/integration/demo-suite.ts expects, set before anything reads it.
  Object.assign(process.env, {
    DEMO_LLM_MODEL: 'test-model',
    DEMO_LLM_API_KEY: 'sk-test',
    DEMO_DAILY_TOKENS: '100000',
    DEMO_MESSAGES_PER_HOUR: '5',
    DEMO_MAX_CONCURRENT: '2',
    RATE_LIMIT_MAX: '1000',
  });
});
vi.mock('@/content/demo-copy', async (original) => {
  const copy = await original<typeof import('@/content/demo-copy')>();
  // The deadlines shortened, so a stall costs a test little.
  return { ...copy, DEMO_LIMITS: { ...copy.DEMO_LIMITS, firstChunkMs: 400, replyMs: 1500 } };
});

import { closeDb } from '@/db/client';
import { lockPath } from '@/db/lock';
import { describeDemo } from '@/tests/integration/demo-suite';

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(lockPath(dataDir), { force: true });
});

describeDemo('embedded PGlite');
