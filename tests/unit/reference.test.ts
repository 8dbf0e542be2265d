import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN } from '@/content/leads';
import { newReference, saveWithReference } from '@/lib/submission/reference';

/** PostgreSQL's answer to a lead whose random reference another lead already has. */
const referenceTaken = Object.assign(new Error('duplicate key value'), {
  code: '23505',
  constraint_name: 'bot_orders_reference_unique',
});

describe('lead references', () => {
  it('are BB- and six Crockford base32 characters, drawn at random', () => {
    const drawn = Array.from({ length: 200 }, newReference);
    for (const reference of drawn) expect(reference).toMatch(new RegExp(REFERENCE_PATTERN));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('a reference already taken is drawn again, and the lead saved with the new one', async () => {
    const tried: string[] = [];
    const saved = await saveWithReference(async (reference) => {
      tried.push(reference);
      if (tried.length === 1) throw referenceTaken;
      return { outcome: 'inserted' };
    });
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(saved).toEqual({ outcome: 'inserted', reference: tried[1] });
  });

  it('gives up after three draws, and never retries any other failure', async () => {
    /** How many references a save that always fails with `error` draws before giving up. */
    async function drawsUntilGivingUp(error: Error): Promise<number> {
      let draws = 0;
      await expect(
        saveWithReference(async () => {
          draws += 1;
          throw error;
        }),
      ).rejects.toBe(error);
      return draws;
    }
    expect(await drawsUntilGivingUp(referenceTaken)).toBe(3);
    const down = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    expect(await drawsUntilGivingUp(down)).toBe(1);
  });
});
