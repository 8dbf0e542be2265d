import { ACTION_BODY_LIMIT_BYTES } from '@/lib/http/body-limit';

/**
 * Next.js decodes a server action's body before the action runs, and answers one it cannot
 * decode with a 500 (or, for a no-JavaScript post over the size limit, a dropped connection).
 * proxy.ts asks here first, so such a request is refused for what it is.
 */
export type EnvelopeProblem = { status: 400 | 413; message: string };

const TOO_LARGE: EnvelopeProblem = { status: 413, message: 'Request body too large' };
const NOT_MULTIPART: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: forms are sent as multipart/form-data',
};
const BAD_MULTIPART: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: the multipart form data cannot be read',
};
const NOT_A_FORM: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: only the forms of this site can be posted here',
};
const BAD_ARGUMENTS: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: the action arguments cannot be read',
};

/**
 * React's reply decoder recurses once per level of the arguments and overflows the stack a few
 * thousand levels down (3,000 decoded, 5,000 was a 500); a form's arguments nest four deep.
 */
export const MAX_ARGUMENT_DEPTH = 64;

/** Whether JavaScript called a server action (fetch with a Next-Action header), as Next tells. */
export function isActionCall(request: Request): boolean {
  return request.headers.has('next-action');
}

/**
 * Why Next.js could not decode this request as a server action call, or null when it can (or
 * when it is not one). Like Next, it treats a request with a Next-Action header as an action
 * called from JavaScript, and any multipart POST as a possible no-JavaScript form post.
 */
export async function actionEnvelopeProblem(request: Request): Promise<EnvelopeProblem | null> {
  const contentType = request.headers.get('content-type') ?? '';
  const fromJavaScript = isActionCall(request);
  const multipart = /^multipart\/form-data/i.test(contentType);
  if (!fromJavaScript && !(request.method === 'POST' && multipart)) return null;

  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES) {
    return TOO_LARGE;
  }
  if (fromJavaScript && !/^multipart\/form-data;.*boundary=/i.test(contentType)) {
    return NOT_MULTIPART;
  }
  const body = await readAtMost(request, ACTION_BODY_LIMIT_BYTES);
  if (!body) return TOO_LARGE;
  let form: FormData;
  try {
    // The header is passed as sent: the boundary is case-sensitive.
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return BAD_MULTIPART;
  }
  // React's encodeReply puts the argument list, as JSON, in a part named 0.
  if (fromJavaScript && !isArgumentList(form.getAll('0'))) return BAD_ARGUMENTS;
  // A form of this site, posted without JavaScript, names its action in a part of React's.
  if (!fromJavaScript && ![...form.keys()].some((name) => ACTION_ID.test(name))) return NOT_A_FORM;
  for (const [name, value] of form) {
    // The root part was read just above.
    const encoded = fromJavaScript
      ? name !== '0' && /^[0-9a-f]+$/.test(name)
      : NO_JS_ARGUMENTS.test(name);
    if (encoded && decodable(value) === undefined) return BAD_ARGUMENTS;
  }
  return null;
}

/**
 * The body, or null once it grows past `limit`: a chunked body has no Content-Length to check
 * beforehand, and is not read further than that.
 */
async function readAtMost(request: Request, limit: number): Promise<Blob | null> {
  const chunks: BlobPart[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return new Blob(chunks);
}

/** How a form posted without JavaScript names its action: `$ACTION_ID_<id>`, or its bound form. */
const ACTION_ID = /^\$ACTION_(ID_|REF_)/;

/** A form posted without JavaScript carries its bound arguments in parts `$ACTION_<key>:<id>`. */
const NO_JS_ARGUMENTS = /^\$ACTION_.*:[0-9a-f]+$/;

/**
 * The `$` strings React's encoder writes for a form action's arguments (the previous state and
 * the form): an escaped string, undefined, -0, ±Infinity, NaN and dates, the form's fields, and
 * the promise of the bound arguments in a no-JavaScript post. React reads every other `$` string
 * as a reference to another part, a typed array, a BigInt and so on, and throws (a 500 from
 * Next) when that is missing or malformed; none of them is ever in a call to these actions.
 */
const SENT_BY_REACT = /^\$(\$|D|(undefined|-0|-?Infinity|NaN|[K@][0-9a-f]+)$)/;

function isArgumentList(parts: FormDataEntryValue[]): boolean {
  const [root] = parts;
  return parts.length === 1 && Array.isArray(decodable(root));
}

/** The part parsed as JSON, or undefined when React could not decode it as these arguments. */
function decodable(part: FormDataEntryValue | undefined): unknown {
  if (typeof part !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(part);
  } catch {
    return undefined;
  }
  return readable(value, MAX_ARGUMENT_DEPTH) ? value : undefined;
}

/**
 * No deeper than the limit, and no `$` string outside SENT_BY_REACT. Walked with a stack of its
 * own, not recursion: the point is to survive deep input.
 */
function readable(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string' && item.startsWith('$') && !SENT_BY_REACT.test(item)) {
      return false;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}
