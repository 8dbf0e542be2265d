import { describe, expect, it } from 'vitest';
import {
  actionIdProblem,
  buildActionsOf,
  buildRoutesOf,
  formActionProblem,
  routeOf,
} from '@/lib/http/action-ids';

const KNOWN_ID = '40'.padEnd(42, '1');
const OTHER_ID = 'f'.repeat(42);
const known = new Map([[KNOWN_ID, new Set(['/', '/bots/[slug]'])]]);

const form = (parts: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of parts) data.append(name, value);
  return data;
};

describe('actionIdProblem', () => {
  it('knows the ids of this build', () => {
    expect(actionIdProblem(KNOWN_ID, known)).toBeNull();
  });

  it('tells a well-formed id from another build (409 from Next.js) from a malformed one (400)', () => {
    expect(actionIdProblem(OTHER_ID, known)).toBe('unknown');
    for (const id of ['', 'x', '__proto__', 'toString', '../../etc', '00', `${KNOWN_ID}0`]) {
      expect(actionIdProblem(id, known), id).toBe('malformed');
    }
  });
});

describe('the page a post reaches', () => {
  // As `next build` writes them (routes-manifest.json, app-path-routes-manifest.json and
  // server/server-reference-manifest.json), cut down.
  const routes = buildRoutesOf({
    staticRoutes: [{ page: '/' }, { page: '/about' }, { page: '/desk/erase' }],
    dynamicRoutes: [
      { page: '/bots/[slug]', regex: '^/bots/([^/]+?)(?:/)?$' },
      { page: '/[industry]', regex: '^/([^/]+?)(?:/)?$' },
    ],
  });
  const actions = buildActionsOf(
    {
      node: {
        [KNOWN_ID]: { workers: { 'app/page': {}, 'app/bots/[slug]/page': {} } },
        [OTHER_ID]: { workers: { 'app/desk/(signed-in)/erase/page': {} } },
      },
    },
    {
      '/page': '/',
      '/bots/[slug]/page': '/bots/[slug]',
      '/desk/(signed-in)/erase/page': '/desk/erase',
    },
  );

  it('is the route Next.js answers the path with: by name first, then by pattern, else not found', () => {
    expect(routeOf('/', routes)).toBe('/');
    expect(routeOf('/about', routes)).toBe('/about');
    expect(routeOf('/finance', routes)).toBe('/[industry]');
    expect(routeOf('/bots/finbot', routes)).toBe('/bots/[slug]');
    expect(routeOf('/desk/erase/', routes)).toBe('/desk/erase');
    expect(routeOf('/no/such/page', routes)).toBe('/_not-found');
  });

  it('may run only the actions its page has', () => {
    expect(actionIdProblem(KNOWN_ID, actions, routeOf('/bots/finbot', routes))).toBeNull();
    expect(actionIdProblem(KNOWN_ID, actions, routeOf('/about', routes))).toBe('elsewhere');
    expect(actionIdProblem(OTHER_ID, actions, routeOf('/desk/erase', routes))).toBeNull();
    expect(actionIdProblem(OTHER_ID, actions, routeOf('/', routes))).toBe('elsewhere');
    expect(formActionProblem(form([[`$ACTION_ID_${OTHER_ID}`, '']]), actions, '/')).toBe(
      'elsewhere',
    );
  });
});

describe('formActionProblem, as Next.js checks a form posted without JavaScript', () => {
  const bound = (id: string, key = '1'): [string, string][] => [
    [`$ACTION_REF_${key}`, ''],
    [`$ACTION_${key}:0`, `{"id":"${id}","bound":"$@1"}`],
    [`$ACTION_${key}:1`, '[{"status":"idle"}]'],
  ];

  it('passes a form naming an action of this build, bound or not', () => {
    expect(formActionProblem(form([[`$ACTION_ID_${KNOWN_ID}`, '']]), known)).toBeNull();
    expect(formActionProblem(form(bound(KNOWN_ID)), known)).toBeNull();
    // A form's action and a submit button's formAction.
    expect(
      formActionProblem(form([...bound(KNOWN_ID), ...bound(KNOWN_ID, '2')]), known),
    ).toBeNull();
  });

  it.each([
    ['an unknown $ACTION_ID_', [[`$ACTION_ID_${OTHER_ID}`, '']], 'unknown'],
    ['an unknown bound action', bound(OTHER_ID), 'unknown'],
    ['$ACTION_ID_00', [['$ACTION_ID_00', '']], 'malformed'],
    ['a bound id of the wrong length', bound('abc'), 'malformed'],
    [
      'a descriptor that does not start with its id',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', `{"bound":null,"id":"${KNOWN_ID}"}`],
      ],
      'malformed',
    ],
    ['no descriptor', [['$ACTION_REF_1', '']], 'malformed'],
    ['two descriptors', [...bound(KNOWN_ID), ['$ACTION_1:0', '{}']], 'malformed'],
    [
      'three bound actions',
      [...bound(KNOWN_ID), ...bound(KNOWN_ID, '2'), ...bound(KNOWN_ID, '3')],
      'malformed',
    ],
    [
      'a known action, then an unknown one',
      [
        [`$ACTION_ID_${KNOWN_ID}`, ''],
        [`$ACTION_ID_${OTHER_ID}`, ''],
      ],
      'unknown',
    ],
  ] as [string, [string, string][], string][])('%s: %s', (_label, parts, problem) => {
    expect(formActionProblem(form(parts), known)).toBe(problem);
  });
});
