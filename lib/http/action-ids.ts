/**
 * Whether a post names an action of this build, checked as Next.js checks it, so that proxy.ts
 * can answer what Next would: Next logs a stack trace for every id it cannot find, and anyone can
 * send one (lib/http/action-envelope.ts turns the verdict into the answer).
 *
 * 'malformed': an id Next cannot even look up (a 400 from Next); 'unknown': a well-formed id this
 * build does not have, as a tab left open across a deploy sends (a 409 from Next).
 */
export type ActionIdProblem = 'malformed' | 'unknown';

/** Every id Next.js writes has this length (SERVER_REFERENCE_ID_LENGTH in next/dist/shared). */
const ID_LENGTH = 42;

export function actionIdProblem(id: string, known: ReadonlySet<string>): ActionIdProblem | null {
  if (id.length !== ID_LENGTH) return 'malformed';
  return known.has(id) ? null : 'unknown';
}

/**
 * The first problem with the actions a form posted without JavaScript names, in the order and by
 * the rules of Next's areAllActionIdsValid (next/dist/server/app-render/action-handler.js): each
 * `$ACTION_ID_<id>`, and for each of at most two `$ACTION_REF_<key>`, the id in its one
 * descriptor part `$ACTION_<key>:0`, written `{"id":"<id>",…}`.
 */
export function formActionProblem(
  form: FormData,
  known: ReadonlySet<string>,
): ActionIdProblem | null {
  let references = 0;
  for (const key of form.keys()) {
    let problem: ActionIdProblem | null = null;
    if (key.startsWith('$ACTION_ID_')) {
      problem = actionIdProblem(key.slice('$ACTION_ID_'.length), known);
    } else if (key.startsWith('$ACTION_REF_')) {
      // One from the form's action, one from a submit button's formAction.
      if (++references > 2) return 'malformed';
      const descriptors = form.getAll(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`);
      const [descriptor] = descriptors;
      if (descriptors.length !== 1 || typeof descriptor !== 'string') return 'malformed';
      const id = /^\{"id":"([^"]*)"/.exec(descriptor)?.[1];
      problem = id === undefined ? 'malformed' : actionIdProblem(id, known);
    }
    if (problem) return problem;
  }
  return null;
}
