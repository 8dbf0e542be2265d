import 'server-only';
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '@/content/leads';
import { isUniqueViolationOf } from '@/db/errors';
import type { InsertOutcome } from '@/db/queries/submissions';

/**
 * A new lead reference: random (never derived from the row's sequential id, which would tell
 * anyone how many orders came in), one of about a billion.
 */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}${code}`;
}

/** References tried before a save gives up: each clashes with a chance of the leads saved in ~a billion. */
const REFERENCE_ATTEMPTS = 3;

/**
 * Saves with a new reference, and again with another if the table's unique index says it is
 * taken. Answers the reference the lead has: the new one, or for a resend, the one it was
 * first saved with.
 */
export async function saveWithReference(
  save: (reference: string) => Promise<InsertOutcome>,
): Promise<InsertOutcome & { reference?: string }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      const saved = await save(reference);
      return saved.outcome === 'inserted' ? { ...saved, reference } : saved;
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isUniqueViolationOf(error, 'reference')) throw error;
    }
  }
}
