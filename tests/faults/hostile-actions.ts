// Every server action of the build, called as no page of the site calls it: posted to a page that
// does not have it (the desk's sign-in posted to the home page), bound to no state, or given less
// than the previous state and the form. Next would look for it and log a stack trace, or run it
// with no form (its first `formData.get` throws: a 500 for a form posted without JavaScript, an
// error digest for a call by script, a stack trace either way). Each must be refused before
// (lib/http/action-envelope.ts); the server log's test reads that none is logged. The action ids
// are on the site's own pages for anyone to read.
import { actionIds } from '../helpers/action-ids';
import type { Hostile } from './hostile';

/** A page of the site that has the action in `file`, and one that does not (none: all have it). */
function pagesOf(file: string): { own: string; other?: string } {
  if (file === 'lib/desk/sign-in.ts') return { own: '/desk/sign-in', other: '/' };
  if (file.startsWith('lib/desk/')) return { own: '/desk/erase', other: '/about' };
  return { own: '/about' };
}

const FIELDS: [string, string][] = [
  ['email', 'ada@example.com'],
  ['id', '1'],
];

/** A boundary as browsers write them (undici cannot read a body whose boundary is one letter). */
const BOUNDARY = '----HostileActionBoundary7MA4YWxk';

function multipart(parts: [string, string][]): { contentType: string; body: string } {
  const body = parts
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${body}--${BOUNDARY}--\r\n`,
  };
}

/** The requests, each with the status it must get; `origin`: the site's own. */
export function misplacedActionRequests(origin: string, dir?: string): Hostile[] {
  const requests: Hostile[] = [];
  for (const [name, { id, file }] of Object.entries(actionIds(dir))) {
    const { own, other } = pagesOf(file);
    const post = (
      path: string,
      parts: [string, string][],
      headers: Record<string, string> = {},
    ) => {
      const { contentType, body } = multipart(parts);
      return {
        method: 'POST',
        path,
        body,
        headers: { Origin: origin, 'Content-Type': contentType, ...headers },
      };
    };
    const call = (path: string, root: string) =>
      post(path, [...FIELDS.map(([k, v]): [string, string] => [`1_${k}`, v]), ['0', root]], {
        'Next-Action': id,
        Accept: 'text/x-component',
      });
    const bound = (path: string, state: string): [string, string][] => [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', `{"id":"${id}","bound":"$@1"}`],
      ['$ACTION_1:1', state],
      ['$ACTION_KEY', 'k0'],
      ...FIELDS,
    ];
    const refuse = (label: string, sent: ReturnType<typeof post>, status: number) =>
      requests.push({ label: `${name}: ${label}`, ...sent, status });
    refuse(
      `posted to ${own} bound to no state`,
      post(own, [[`$ACTION_ID_${id}`, ''], ...FIELDS]),
      400,
    );
    refuse(`posted to ${own} bound to no arguments`, post(own, bound(own, '[]')), 400);
    refuse(`posted to ${own} bound to two`, post(own, bound(own, '[null,"x"]')), 400);
    refuse(`called at ${own} with the form alone`, call(own, '["$K1"]'), 400);
    refuse(`called at ${own} with the state alone`, call(own, '[{"status":"idle"}]'), 400);
    refuse(
      `called at ${own} with a form that is text`,
      call(own, '[null,"email=ada@example.com"]'),
      400,
    );
    if (other) {
      refuse(`posted to ${other}`, post(other, bound(other, '[null]')), 409);
      refuse(
        `posted to ${other} bound to no state`,
        post(other, [[`$ACTION_ID_${id}`, ''], ...FIELDS]),
        409,
      );
      refuse(`called at ${other}`, call(other, '[null,"$K1"]'), 409);
    }
  }
  return requests;
}
