import * as z from 'zod/mini';
import { MAX_LENGTH } from '@/content/form-options';
import { normalisePhone } from '@/lib/schemas/patterns';
import { hasControls } from '@/lib/schemas/plain-text';

/**
 * Field builders shared by the four form schemas. Built on zod/mini so the same schemas
 * validate in the browser without shipping zod's full build. Every way a field can fail has a
 * message of our own: a visitor never reads zod's generic "Invalid input".
 */

export function tooLong(max: number): string {
  return `Please keep this under ${max + 1} characters`;
}

/** Text PostgreSQL cannot store (NUL) or a person does not type: control characters. */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters';

/** Space and the characters that show nothing (zero-width space and joiners, word joiner, BOM). */
const EDGE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/**
 * Something a reader sees: not space, not a character Unicode says to show nothing for
 * (direction marks, soft hyphen, Hangul fillers, joiners, variation selectors, tags), not a
 * combining mark on its own, not the blank Braille pattern.
 */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

/**
 * Each field's longest legitimate value, in characters, as its schema states it: what the body
 * limit of a form post is derived from (lib/http/body-limit.ts).
 */
export const fieldLimits = z.registry<{ maxCharacters: number }>();

/**
 * At most `max` characters, counted as a person and PostgreSQL's char_length count them (code
 * points): an emoji is one character, though JavaScript counts it as two.
 */
const atMost = (max: number) =>
  z.refine<string>((text) => text.length <= max || [...text].length <= max, tooLong(max));

/** Trimmed of spaces and invisible characters, so a name made only of them is blank. */
const trimmed = () => z.overwrite((text: string) => text.replace(EDGE, ''));
const plain = () => z.refine<string>((text) => !hasControls(text), CONTROL_CHARACTER_MESSAGE);

/**
 * Unicode's explicit direction controls: embeddings and overrides (U+202A to U+202E) and
 * isolates (U+2066 to U+2069). Each reorders what follows it on the same line, up to its line's
 * end when nothing closes it. The marks (U+200E, U+200F, U+061C) stay: they only set the
 * direction of the punctuation beside them, and Urdu text pasted from elsewhere has them.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A one-line field as one line, in the reading order it was typed in. Its line breaks and tabs,
 * with the spaces around them, become one space: a text input never sends them (the browser
 * strips them), so they come from a crafted request, and would split a name across lines in the
 * alert's subject, its Reply-To and the export. Its direction controls are removed: a name is
 * followed on its line by the site's own words (the subject's inquiry type, the Reply-To's
 * address), which an override left open would show reversed (`<moc.elpmaxe@eve>`). A textarea's
 * text is shown as blocks of its own, where an override ends with the block.
 */
const oneLine = () =>
  z.overwrite((text: string) =>
    text.replace(DIRECTION_CONTROL, '').replace(/[ ]*[\t\r\n]+[ ]*/g, ' '),
  );

/**
 * A textarea's line breaks as it holds them, one line feed each: a browser posts each as CR LF,
 * which counted two characters against the limit the textarea itself counts as one (a message of
 * 5,000 characters with a line break was refused), and was stored unlike what was typed.
 */
const lineFeeds = () => z.overwrite((text: string) => text.replace(/\r\n?/g, '\n'));

/** `oneLine`: the value of a text input, not a textarea. */
type TextOptions = { oneLine?: boolean };

/** Trimmed text that must not be blank, nor only characters that show nothing. */
export function requiredText(message: string, max: number, { oneLine: line }: TextOptions = {}) {
  return z
    .string({ error: message })
    .check(
      line ? oneLine() : lineFeeds(),
      trimmed(),
      plain(),
      z.minLength(1, message),
      z.refine<string>((text) => VISIBLE.test(text), message),
      atMost(max),
    )
    .register(fieldLimits, { maxCharacters: max });
}

/** Trimmed free text; blank becomes '' and is stored as null by the mapper. */
export function optionalText(max: number, { oneLine: line }: TextOptions = {}) {
  return z.optional(
    z
      .string({ error: CONTROL_CHARACTER_MESSAGE })
      .check(line ? oneLine() : lineFeeds(), trimmed(), plain(), atMost(max))
      .register(fieldLimits, { maxCharacters: max }),
  );
}

/** Trimmed of spaces only: an address or number with an invisible character in it is wrong. */
export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), atMost(MAX_LENGTH.email), z.email({ error: message }))
    .register(fieldLimits, { maxCharacters: MAX_LENGTH.email });
}

/**
 * A phone number as people write it: spaces, dashes, dots and brackets are removed
 * (lib/schemas/patterns.ts), then `pattern` and the maximum length apply to what is left, which
 * is the value stored. The form keeps showing the number as it was typed.
 */
function phoneChecks(pattern: string, message: string) {
  const valid = new RegExp(pattern);
  return [
    z.overwrite(normalisePhone),
    // Blank is answered by the required check, or allowed where the phone is optional.
    z.refine<string>((phone) => phone === '' || valid.test(phone), message),
    atMost(MAX_LENGTH.phone),
  ] as const;
}

/** A phone number matching `pattern` (lib/schemas/patterns.ts); blank reads `required`. */
export function requiredPhone(pattern: string, message: string, required = message) {
  const [normalise, ...checks] = phoneChecks(pattern, message);
  return z
    .string({ error: required })
    .check(normalise, z.minLength(1, required), ...checks)
    .register(fieldLimits, { maxCharacters: MAX_LENGTH.phone });
}

/** A phone number matching `pattern`, or nothing. */
export function optionalPhone(pattern: string, message: string) {
  return z.optional(
    z
      .string({ error: message })
      .check(...phoneChecks(pattern, message))
      .register(fieldLimits, { maxCharacters: MAX_LENGTH.phone }),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}
