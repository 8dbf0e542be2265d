import type * as z from 'zod/mini';
import { contactSchema } from '@/lib/schemas/contact';
import { customBotSchema } from '@/lib/schemas/custom-bot';
import { fieldLimits } from '@/lib/schemas/fields';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { orderSchema } from '@/lib/schemas/order';

/**
 * The largest form post an action accepts, derived from the forms' own schemas so that a
 * legitimate form, every field at its longest in the widest characters, always reaches
 * validation and gets its field errors; anything larger is refused by proxy.ts before Next
 * reads it (lib/http/action-envelope.ts).
 */

/** UTF-8 spends at most 4 bytes on a character (an emoji); JSON escapes none of them further. */
const BYTES_PER_CHARACTER = 4;
/** A multipart part's own bytes: its boundary line, Content-Disposition with the name, line ends. */
const PART_BYTES = 160;
/** The action's parts in a post without JavaScript: its id, its key and the bound state's shell. */
const FRAMEWORK_BYTES = 4096;
/** One field's message in an answer's state (the longest is about 70 characters). */
const MESSAGE_BYTES = 200;
const HEADROOM = 1.25;

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  innerType?: Schema;
  entries?: Record<string, string>;
  element?: Schema;
  shape?: Record<string, Schema>;
};

/** The most characters a field's legitimate value can hold, and how many parts it is sent as. */
function fieldSize(schema: Schema): { characters: number; parts: number } {
  const def = schema.def as Def;
  if (def.innerType) return fieldSize(def.innerType);
  if (def.entries) {
    return { characters: Math.max(...Object.values(def.entries).map((v) => v.length)), parts: 1 };
  }
  if (def.element) {
    // A checkbox group: at most every box ticked, each its own part.
    const options = Object.values((def.element.def as Def).entries ?? {});
    return { characters: options.join('').length, parts: options.length };
  }
  const maxCharacters = fieldLimits.get(schema)?.maxCharacters;
  if (maxCharacters === undefined) throw new Error(`A form field of type ${def.type} has no limit`);
  return { characters: maxCharacters, parts: 1 };
}

const fieldsOf = (schema: Schema) => Object.values((schema.def as Def).shape ?? {}).map(fieldSize);

/**
 * A post without JavaScript after a first try also carries the state that try returned (React
 * binds it to the form): every value again, and one message per field.
 */
export function largestPostBytes(schema: Schema): number {
  const fields = fieldsOf(schema);
  const values = fields.reduce((sum, field) => sum + field.characters, 0) * BYTES_PER_CHARACTER;
  const parts = fields.reduce((sum, field) => sum + field.parts, 0);
  return 2 * values + parts * PART_BYTES + fields.length * MESSAGE_BYTES + FRAMEWORK_BYTES;
}

const SCHEMAS = [orderSchema, customBotSchema, contactSchema, newsletterSchema];

const largest = Math.max(...SCHEMAS.map(largestPostBytes));

export const ACTION_BODY_LIMIT_BYTES = Math.ceil((largest * HEADROOM) / 1024) * 1024;

/**
 * The parts a post carries besides its fields: the spam guards and the visit (ten), and React's
 * own (the root part from JavaScript; without it the action's id, key and bound state).
 */
const OTHER_PARTS = 16;

/**
 * The most parts a form post of this site can have, twice over: each field one, each box of a
 * checkbox group one. A body of more is no form of this site, and is refused before it is
 * parsed, so a post of a thousand tiny parts costs no more than a form's.
 */
export const ACTION_PART_LIMIT =
  2 *
  (Math.max(
    ...SCHEMAS.map((schema) => fieldsOf(schema).reduce((sum, field) => sum + field.parts, 0)),
  ) +
    OTHER_PARTS);
