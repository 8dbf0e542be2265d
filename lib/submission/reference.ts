import 'server-only';
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '@/content/leads';

/**
 * A new lead reference: random (never derived from the row's sequential id, which would tell
 * anyone how many orders came in), about a billion of them; a clash with an existing one is
 * caught by the table's unique index and the save tried again with another.
 */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}${code}`;
}
