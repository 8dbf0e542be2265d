/**
 * Whether a post names an action of this build, and one the page it is posted to can run, checked
 * as Next.js checks it, so that proxy.ts can answer what Next would: Next logs a stack trace for
 * every id it cannot find, and anyone can send one (lib/http/action-envelope.ts turns the verdict
 * into the answer).
 *
 * 'malformed': an id Next cannot even look up (a 400 from Next); 'unknown': a well-formed id this
 * build does not have, as a tab left open across a deploy sends (a 409 from Next); 'elsewhere': an
 * action of this build posted to a page that does not have it (the desk's sign-in posted to the
 * home page). Next looks a form's action up among the page's own, and fails as for 'unknown'; a
 * call from JavaScript it forwards to a page that has it, through the server's own address, where
 * the limits would count this server as the client. No page of the site posts one.
 */
export type ActionIdProblem = 'malformed' | 'unknown' | 'elsewhere';

/** This build's action ids, each with the routes whose page can run it ('/desk/erase', '/bots/[slug]'). */
export type BuildActions = ReadonlyMap<string, ReadonlySet<string>>;

/** This build's pages as Next matches a path to one: by name first, then by pattern, in order. */
export type BuildRoutes = {
  named: ReadonlySet<string>;
  patterns: readonly { route: string; pattern: RegExp }[];
};

/** Every id Next.js writes has this length (SERVER_REFERENCE_ID_LENGTH in next/dist/shared). */
const ID_LENGTH = 42;

/** The route Next answers a path with: a page, or the not-found page. */
export function routeOf(pathname: string, routes: BuildRoutes): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (routes.named.has(path)) return path;
  return routes.patterns.find(({ pattern }) => pattern.test(path))?.route ?? '/_not-found';
}

/**
 * `route`: the route the post was sent to, as routeOf tells; without it, only whether the build
 * has the id.
 */
export function actionIdProblem(
  id: string,
  known: BuildActions,
  route?: string,
): ActionIdProblem | null {
  if (id.length !== ID_LENGTH) return 'malformed';
  const routes = known.get(id);
  if (!routes) return 'unknown';
  return route === undefined || routes.has(route) ? null : 'elsewhere';
}

/**
 * The first problem with the actions a form posted without JavaScript names, in the order and by
 * the rules of Next's areAllActionIdsValid (next/dist/server/app-render/action-handler.js): each
 * `$ACTION_ID_<id>`, and for each of at most two `$ACTION_REF_<key>`, the id in its one
 * descriptor part `$ACTION_<key>:0`, written `{"id":"<id>",…}`.
 */
export function formActionProblem(
  form: FormData,
  known: BuildActions,
  route?: string,
): ActionIdProblem | null {
  let references = 0;
  for (const key of form.keys()) {
    let problem: ActionIdProblem | null = null;
    if (key.startsWith('$ACTION_ID_')) {
      problem = actionIdProblem(key.slice('$ACTION_ID_'.length), known, route);
    } else if (key.startsWith('$ACTION_REF_')) {
      // One from the form's action, one from a submit button's formAction.
      if (++references > 2) return 'malformed';
      const descriptors = form.getAll(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`);
      const [descriptor] = descriptors;
      if (descriptors.length !== 1 || typeof descriptor !== 'string') return 'malformed';
      const id = /^\{"id":"([^"]*)"/.exec(descriptor)?.[1];
      problem = id === undefined ? 'malformed' : actionIdProblem(id, known, route);
    }
    if (problem) return problem;
  }
  return null;
}

/**
 * The build's actions and routes from the manifests `next build` writes: the actions' with the
 * pages each is in (server/server-reference-manifest.json, its pages named as in
 * app-path-routes-manifest.json, 'app/desk/(signed-in)/erase/page'), and the routes' patterns in
 * the order Next tries them (routes-manifest.json).
 */
export function buildActionsOf(
  references: { node: Record<string, { workers?: Record<string, unknown> }> },
  appPathRoutes: Record<string, string>,
): BuildActions {
  return new Map(
    Object.entries(references.node).map(([id, { workers = {} }]) => [
      id,
      new Set(
        Object.keys(workers).flatMap((page) => appPathRoutes[page.replace(/^app/, '')] ?? []),
      ),
    ]),
  );
}

export function buildRoutesOf(manifest: {
  staticRoutes: { page: string }[];
  dynamicRoutes: { page: string; regex: string }[];
}): BuildRoutes {
  return {
    named: new Set(manifest.staticRoutes.map(({ page }) => page)),
    patterns: manifest.dynamicRoutes.map(({ page, regex }) => ({
      route: page,
      pattern: new RegExp(regex),
    })),
  };
}
