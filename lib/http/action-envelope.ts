import {
  argumentListReadable,
  boundStateReadable,
  decodable,
  partsIndex,
  partsOf,
} from '@/lib/http/action-arguments';
import {
  type ActionIdProblem,
  type BuildActions,
  type BuildRoutes,
  actionIdProblem,
  formActionProblem,
  routeOf,
} from '@/lib/http/action-ids';
import { ACTION_BODY_LIMIT_BYTES, ACTION_PART_LIMIT } from '@/lib/http/body-limit';
import { LINGER } from '@/lib/http/refuse.mjs';

/**
 * Next.js decodes a server action's body before the action runs, and answers one it cannot
 * decode with a 500 (or, for a no-JavaScript post over the size limit, a dropped connection).
 * proxy.ts asks here first, so such a request is refused for what it is.
 */
export type EnvelopeProblem = {
  status: 400 | 409 | 413;
  message: string;
  headers?: Record<string, string>;
};

export const TOO_LARGE = {
  status: 413,
  message: 'Request body too large',
} as const satisfies EnvelopeProblem;
const NOT_MULTIPART: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: forms are sent as multipart/form-data',
};
const BAD_MULTIPART: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: the multipart form data cannot be read',
};
const TOO_MANY_PARTS: EnvelopeProblem = {
  status: 400,
  message: 'Bad request: more fields than any form of this site has',
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
 * Next's own answers to an action id it cannot find, header included: the browser's router reads
 * the header (unstable_isUnrecognizedActionError) to tell a tab left open across a deploy.
 */
const NOT_FOUND = { 'x-nextjs-action-not-found': '1' };
const ACTION_ID_PROBLEMS: Record<ActionIdProblem, EnvelopeProblem> = {
  malformed: {
    status: 400,
    message: 'Bad request: not an action of this site',
    headers: NOT_FOUND,
  },
  unknown: {
    status: 409,
    message: 'Conflict: a form of another version of this site; reload the page',
    headers: NOT_FOUND,
  },
  elsewhere: {
    status: 409,
    message: 'Conflict: this page has no such form; reload the page',
    headers: NOT_FOUND,
  },
};

/** This build's actions, and its routes to tell which page a post reaches (lib/http/action-ids.ts). */
export type ActionsOfBuild = { actions: BuildActions; routes: BuildRoutes };

/** Whether JavaScript called a server action (fetch with a Next-Action header), as Next tells. */
export function isActionCall(request: Request): boolean {
  return request.headers.has('next-action');
}

/**
 * Why Next.js could not decode this request as a server action call, or null when it can (or
 * when it is not one). Like Next, it treats a request with a Next-Action header as an action
 * called from JavaScript, and any multipart POST as a possible no-JavaScript form post. `build`:
 * the actions a request may name, each on the pages that have it (not checked without it).
 */
export async function actionEnvelopeProblem(
  request: Request,
  build?: ActionsOfBuild,
): Promise<EnvelopeProblem | null> {
  const contentType = request.headers.get('content-type') ?? '';
  const actionId = request.headers.get('next-action');
  // As Next tells it, case-sensitively: to Next, MULTIPART/FORM-DATA is not a form.
  const multipart = contentType.startsWith('multipart/form-data');
  if (actionId === null && !(request.method === 'POST' && multipart)) return null;

  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES) {
    return TOO_LARGE;
  }
  const route = build && routeOf(new URL(request.url).pathname, build.routes);
  // Next looks the action up before it reads the body.
  const idProblem = actionId !== null && build && actionIdProblem(actionId, build.actions, route);
  if (idProblem) return ACTION_ID_PROBLEMS[idProblem];
  if (actionId !== null && !(multipart && /;.*boundary=/i.test(contentType))) {
    return NOT_MULTIPART;
  }
  const body = await readAtMost(request, ACTION_BODY_LIMIT_BYTES);
  if (!body) return TOO_LARGE;
  if (partCount(body, contentType) > ACTION_PART_LIMIT) return TOO_MANY_PARTS;
  let form: FormData;
  try {
    // The header is passed as sent: the boundary is case-sensitive.
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return BAD_MULTIPART;
  }
  const parts = partsIndex(form);
  if (actionId !== null) {
    if (!argumentListReadable(form, parts)) return BAD_ARGUMENTS;
  } else {
    // A form of this site, posted without JavaScript, names its action in a part of React's.
    if (![...parts.keys()].some((name) => ACTION_ID.test(name))) return NOT_A_FORM;
    const formProblem = build && formActionProblem(form, build.actions, route);
    if (formProblem) return ACTION_ID_PROBLEMS[formProblem];
    if (!boundStateReadable(form, parts)) return BAD_ARGUMENTS;
  }
  for (const [name, value] of form) {
    // The root part was read just above.
    const encoded =
      actionId !== null ? name !== '0' && /^[0-9a-f]+$/.test(name) : NO_JS_ARGUMENTS.test(name);
    const prefix = actionId !== null ? '' : name.slice(0, name.lastIndexOf(':') + 1);
    if (encoded && decodable(value, partsOf(parts, prefix)) === undefined) return BAD_ARGUMENTS;
  }
  return null;
}

/**
 * A post that is no action call refused when its body is larger than any form's: the request
 * gate (lib/http/request-gate.mjs) refuses one that says so in its Content-Length, and this one
 * sent chunked, without it, which its route would otherwise read whole (up to Next's 10 MB) and
 * parse. Reads at most the limit. (The routes that take posts of their own, a demo's message and
 * the desk's sign-in calls, check their bodies themselves: proxy.ts does not run for them.)
 */
export async function oversizedPost(request: Request): Promise<EnvelopeProblem | null> {
  // Its size said, the gate has checked it (and Node refuses a length beside chunking): a
  // browser's post, read here as well, cost each call 0.3 ms more.
  if (request.method !== 'POST' || request.headers.has('content-length')) return null;
  if (!request.body || request.bodyUsed) return null;
  return (await readAtMost(request, ACTION_BODY_LIMIT_BYTES)) ? null : TOO_LARGE;
}

/**
 * How many parts a multipart body has, about: the lines that open one, counted without parsing
 * it (a parser's work grows with the parts, whatever their size). 0 without a boundary.
 */
function partCount(body: Uint8Array<ArrayBuffer>, contentType: string): number {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  if (delimiter === '--') return 0;
  let count = 0;
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + 1)) count++;
  // The last delimiter closes the body.
  return count - 1;
}

/**
 * The body, or null once it grows past `limit`: a chunked body has no Content-Length to check
 * beforehand, and is kept no further than that. The rest is read and thrown away, up to the
 * lingering close's bytes (lib/http/refuse.mjs), before the caller answers: cancelled at once,
 * the request's connection was reset under a client still sending, which then never read the
 * answer (EPIPE). Past those bytes, it is cancelled.
 */
export async function readAtMost(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > limit + LINGER.bytes) {
      await reader?.cancel();
      return null;
    }
    if (size <= limit) chunks.push(read.value);
  }
  if (size > limit) return null;
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** How a form posted without JavaScript names its action: `$ACTION_ID_<id>`, or its bound form. */
const ACTION_ID = /^\$ACTION_(ID_|REF_)/;

/** A form posted without JavaScript carries its bound arguments in parts `$ACTION_<key>:<id>`. */
const NO_JS_ARGUMENTS = /^\$ACTION_.*:[0-9a-f]+$/;
