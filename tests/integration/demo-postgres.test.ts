import { afterAll, beforeAll, describe, vi } from 'vitest';

/**
 * On a PostgreSQL database of its own, where 50 reservations of the day's budget really run at
 * once (PGlite takes one statement at a time).
 */
const admin = await vi.hoisted(async () => {
  Object.assign(process.env, {
    DEMO_LLM_MODEL: 'test-model',
    DEMO_LLM_API_KEY: 'sk-test',
    DEMO_DAILY_TOKENS: '100000',
    DEMO_MESSAGES_PER_HOUR: '5',
    DEMO_MAX_CONCURRENT: '2',
    RATE_LIMIT_MAX: '1000',
    DB_POOL_MAX: '20',
  });
  const { useOwnDatabase } = await import('@/tests/helpers/own-database');
  return useOwnDatabase('demo');
});
vi.mock('@/content/demo-copy', async (original) => {
  const copy = await original<typeof import('@/content/demo-copy')>();
  // The deadlines shortened, so a stall costs a test little.
  return { ...copy, DEMO_LIMITS: { ...copy.DEMO_LIMITS, firstChunkMs: 400, replyMs: 1500 } };
});

import { closeDb } from '@/db/client';
import { createOwnDatabase, dropOwnDatabase } from '@/tests/helpers/database';
import { describeDemo } from '@/tests/integration/demo-suite';

const suite = admin ? describe : describe.skip;

suite('PostgreSQL (a database of its own)', () => {
  beforeAll(async () => {
    await createOwnDatabase(admin!);
  });

  afterAll(async () => {
    await closeDb();
    await dropOwnDatabase(admin!);
  });

  describeDemo('PostgreSQL');
});
