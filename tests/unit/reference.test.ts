import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_PATTERN } from '@/content/leads';
import { insertBotOrder, newReference } from '@/db/queries/submissions';

/**
 * The database as the save sees it: every statement prepared answers through `answer`, which
 * records the reference each insert was tried with.
 */
const tried: string[] = [];
let answer: () => Promise<Record<string, unknown>[]> = async () => [];
vi.mock('@/db/client', () => ({
  getDb: async () => ({}),
  prepareStatement: () => async (values: Record<string, unknown>) => {
    if (typeof values.reference === 'string') tried.push(values.reference);
    return answer();
  },
}));

/** PostgreSQL's answer to a lead whose random reference another lead already has. */
const referenceTaken = Object.assign(new Error('duplicate key value'), {
  code: '23505',
  constraint_name: 'bot_orders_reference_unique',
});

const order = {
  submissionId: '2f1c8a4e-8a51-4a57-9c4e-5f0f5b8a9d21',
  spamReason: null,
  botSlug: 'restaurant',
  botCategory: 'Restaurant',
  userName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phoneNumber: '03001234567',
  platform: 'whatsapp' as const,
  plan: 'basic' as const,
};
const guards = {
  limit: { key: 'order:test', max: 10, windowSeconds: 60 },
  idempotency: { key: 'id:2f1c8a4e-8a51-4a57-9c4e-5f0f5b8a9d21', ttlSeconds: null },
};

beforeEach(() => {
  tried.length = 0;
});

describe('lead references', () => {
  it('are BB- and six Crockford base32 characters, drawn at random', () => {
    const drawn = Array.from({ length: 200 }, newReference);
    for (const reference of drawn) expect(reference).toMatch(new RegExp(REFERENCE_PATTERN));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('a reference already taken is drawn again, and the lead saved with the new one', async () => {
    answer = async () => {
      if (tried.length === 1) throw referenceTaken;
      return [{ hits: 1, saved: 1 }];
    };
    const saved = await insertBotOrder(order, guards);
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(saved).toEqual({ outcome: 'inserted', reference: tried[1] });
  });

  it('gives up after three draws, and never retries any other failure', async () => {
    /** How many references a save that always fails with `error` draws before giving up. */
    async function drawsUntilGivingUp(error: Error): Promise<number> {
      tried.length = 0;
      answer = async () => {
        throw error;
      };
      await expect(insertBotOrder(order, guards)).rejects.toBe(error);
      return tried.length;
    }
    expect(await drawsUntilGivingUp(referenceTaken)).toBe(3);
    const down = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    expect(await drawsUntilGivingUp(down)).toBe(1);
  });
});
