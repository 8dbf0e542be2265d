/**
 * Whether React can decode a server action's arguments as this site's forms send them. Next.js
 * answers arguments React throws on with a 500, so lib/http/action-envelope.ts asks here first.
 */

/**
 * React's reply decoder recurses once per level of the arguments and overflows the stack a few
 * thousand levels down (3,000 decoded, 5,000 was a 500); a form's arguments nest four deep.
 */
export const MAX_ARGUMENT_DEPTH = 64;

/**
 * A form's arguments hold a few dozen values: the previous state echoes each field, its message
 * and the visit. React decodes every value of a part, so a part of thousands is refused before
 * they are all walked here: a body of references costs no more than a form's.
 */
export const MAX_ARGUMENT_VALUES = 1000;

/**
 * Every action of this site is `(previousState, formData)`, through useActionState: React sends
 * the two as one list from JavaScript, and without it binds the state and appends the form. Any
 * other call hands the action something else for its form (`undefined`, a string), and its first
 * `formData.get` throws: a 500 from Next, or an error digest, with a stack trace in the log. Next
 * itself throws (a 500) past 1,000 arguments.
 */
export const ARGUMENTS = 2;

/** React's reference to a FormData sent as one of the arguments: its fields are parts `<n>_…`. */
const FORM_DATA = /^\$K[0-9a-f]+$/;

/**
 * The `$` strings React's encoder writes for a form action's arguments (the previous state and
 * the form): an escaped string, undefined, -0, ±Infinity, NaN and dates, the form's fields, and
 * the promise of the bound arguments in a no-JavaScript post. React reads every other `$` string
 * as a reference to another part, a typed array, a BigInt and so on, and throws (a 500 from
 * Next) when that is missing or malformed; none of them is ever in a call to these actions.
 */
const SENT_BY_REACT = /^\$(\$|D|(undefined|-0|-?Infinity|NaN|[K@][0-9a-f]+)$)/;

/** A part's promise, `$@<hex>`: React waits for part `<prefix><the number in decimal>`. */
const PROMISED = /^\$@([0-9a-f]+)$/;

/**
 * The parts of a multipart body by name, the first of each, as React reads them (FormData.get).
 * Made once per body: FormData finds a part by walking its list, so a lookup per `$@` reference
 * would cost the number of references times the number of parts.
 */
export type Parts = ReadonlyMap<string, FormDataEntryValue>;

export function partsIndex(form: FormData): Parts {
  const parts = new Map<string, FormDataEntryValue>();
  for (const [name, value] of form) if (!parts.has(name)) parts.set(name, value);
  return parts;
}

/**
 * Whether the part a `$@` reference names was sent: React waits for it, and throws "Connection
 * closed." (a 500) when the body ends without it. A call from JavaScript names its parts by
 * number alone; a post without it as `$ACTION_<key>:<number>`.
 */
export type PartSent = (id: number) => boolean;
export const partsOf =
  (parts: Parts, prefix: string): PartSent =>
  (id) =>
    typeof parts.get(`${prefix}${id}`) === 'string';

/**
 * Whether a call from JavaScript has one root part, the list of arguments, that React can use, and
 * that is what the site's forms send: the previous state and the form.
 */
export function argumentListReadable(form: FormData, parts = partsIndex(form)): boolean {
  // React's encodeReply puts the argument list, as JSON, in a part named 0.
  const [root, ...more] = form.getAll('0');
  const list = more.length ? undefined : decodable(root, partsOf(parts, ''));
  return (
    Array.isArray(list) &&
    list.length === ARGUMENTS &&
    typeof list[1] === 'string' &&
    FORM_DATA.test(list[1])
  );
}

/**
 * Whether a form posted without JavaScript binds what React can decode, and what the site's forms
 * bind: each `$ACTION_REF_<key>` has a descriptor `$ACTION_<key>:0` whose `bound` is the promise
 * of the list of bound arguments, the previous state alone (the form is appended to it). React
 * throws (a 500) for a list it cannot read or longer than 1,000, and Next for a descriptor that is
 * not there. An action named by `$ACTION_ID_` binds nothing: it would get the form as its state.
 */
export function boundStateReadable(form: FormData, parts = partsIndex(form)): boolean {
  for (const key of parts.keys()) {
    if (key.startsWith('$ACTION_ID_')) return false;
    if (!key.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
    const descriptor = decodable(parts.get(`${prefix}0`), partsOf(parts, prefix));
    if (typeof descriptor !== 'object' || descriptor === null || !('bound' in descriptor)) {
      return false;
    }
    const reference = PROMISED.exec(String(descriptor.bound))?.[1];
    if (reference === undefined) return false;
    const bound = decodable(
      parts.get(`${prefix}${parseInt(reference, 16)}`),
      partsOf(parts, prefix),
    );
    if (!Array.isArray(bound) || bound.length !== ARGUMENTS - 1) return false;
  }
  return true;
}

/** The part parsed as JSON, or undefined when React could not decode it as these arguments. */
export function decodable(part: FormDataEntryValue | null | undefined, sent: PartSent): unknown {
  if (typeof part !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(part);
  } catch {
    return undefined;
  }
  return readable(value, MAX_ARGUMENT_DEPTH, sent) ? value : undefined;
}

/**
 * No deeper than the limit, no more values than MAX_ARGUMENT_VALUES, no `$` string outside
 * SENT_BY_REACT, and no promise of a part that was not sent. Walked with a stack of its own, not
 * recursion: the point is to survive deep input.
 */
function readable(value: unknown, limit: number, sent: PartSent): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  let values = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string' && item.startsWith('$')) {
      if (!SENT_BY_REACT.test(item)) return false;
      const promised = PROMISED.exec(item)?.[1];
      if (promised !== undefined && !sent(parseInt(promised, 16))) return false;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return false;
    const children = Object.values(item);
    if ((values += children.length) > MAX_ARGUMENT_VALUES) return false;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return true;
}
