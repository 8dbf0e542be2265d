// The provider's desk, asked by a stranger without a session: every page, a lead's page, the
// export, sign-out, each desk action replayed (as a form posted without JavaScript and as React
// calls it), from the site's own origin so the request reaches the action, and Better Auth's
// endpoints the desk does not use (asking for an e-mailed link straight, made-up paths). Each
// must be sent to sign in (a redirect to /desk/sign-in) or answered 401/404 (a post also 400,
// 405 or 409: refused before the desk's code runs), never 5xx, and none may change a row. Then a
// flood of sign-in links from one client must leave another's unlimited. Part 2c of
// `npm run test:faults`, on a server started with DESK_OWNERS.
import http from 'node:http';
import { actionIds, requireAction } from '../helpers/action-ids';
import type { Sql } from '../helpers/lab/harness';
import { encodeForm } from '../helpers/action-request';
import { STACK_TRACE, type Expect } from './hostile';

type Sent = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The loopback address the request is sent from: another client. */
  from?: string;
};

/** A server's settings with the desk on (an owner, and the secret and address production requires). */
export const DESK_ON = {
  DESK_OWNERS: 'owner@example.com',
  AUTH_SECRET: 'a-faults-secret-that-is-long-enough-0123456789',
  SITE_URL: 'http://127.0.0.1',
};

/** The desk's actions, by exported name and file. */
const DESK_ACTIONS = [
  ['changeStatus', 'lib/desk/actions.ts'],
  ['addNote', 'lib/desk/actions.ts'],
  ['giveVerdict', 'lib/desk/actions.ts'],
  ['retry', 'lib/desk/actions.ts'],
  ['erase', 'lib/desk/actions.ts'],
  ['removeSubscriber', 'lib/desk/actions.ts'],
] as const;

/** Fields that would do something if the session check let them through. */
const FIELDS: [string, string][] = [
  ['type', 'order'],
  ['id', '1'],
  ['status', 'lost'],
  ['note', 'x'],
  ['verdict', 'spam'],
  ['channel', 'webhook'],
  ['email', 'ada@example.com'],
  ['confirm', 'ada@example.com'],
];

const PAGES = [
  '/desk',
  '/desk/spam',
  '/desk/numbers',
  '/desk/subscribers',
  '/desk/erase',
  '/desk/record',
  '/desk/account',
  '/desk/leads/order/1',
  '/desk/leads/contact/1',
  '/desk/leads/custom/1',
  '/desk/leads/nothing/x',
];
const EXPORTS = [
  '/desk/export',
  '/desk/export?form=order',
  '/desk/export?form=contact',
  '/desk/export?form=subscribers',
];

/** The requests, each labelled. `dir`: the build, for its action ids. */
export async function deskRequests(
  base: string,
  dir: string,
): Promise<(Sent & { label: string })[]> {
  const ids = actionIds(dir);
  const requests: (Sent & { label: string })[] = [];
  for (const path of [...PAGES, ...EXPORTS]) {
    requests.push({ label: `GET ${path}`, path });
    requests.push({
      label: `GET ${path} with a forged session cookie`,
      path,
      headers: {
        Cookie: '__Secure-desk.session_token=forged.value; desk.session_token=forged.value',
      },
    });
  }
  requests.push({ label: 'POST /desk/export', method: 'POST', path: '/desk/export?form=order' });
  // Better Auth's own endpoint for e-mailed links, asked straight, for an owner and a stranger:
  // the sign-in page's action is the only way to ask for one, and counts it.
  for (const email of [DESK_ON.DESK_OWNERS, 'stranger@example.com']) {
    requests.push({
      label: `POST /desk/api/auth/sign-in/magic-link for ${email}`,
      method: 'POST',
      path: '/desk/api/auth/sign-in/magic-link',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: Buffer.from(JSON.stringify({ email, callbackURL: '/desk' })),
    });
  }
  for (const path of ['get-session', 'ok', 'sign-up/email', 'made-up-path']) {
    requests.push({ label: `GET /desk/api/auth/${path}`, path: `/desk/api/auth/${path}` });
  }
  requests.push({ label: 'POST /desk/sign-out', method: 'POST', path: '/desk/sign-out' });
  for (const [name, file] of DESK_ACTIONS) {
    const id = requireAction(ids, name, file);
    for (const path of ['/desk', '/desk/leads/order/1', '/desk/erase']) {
      const noScript = await encodeForm([[`$ACTION_ID_${id}`, ''], ...FIELDS]);
      requests.push({
        label: `${name} posted as a form to ${path}`,
        method: 'POST',
        path,
        headers: { Origin: base, 'Content-Type': noScript.contentType },
        body: noScript.body,
      });
      const call = await encodeForm([
        ...FIELDS.map(([k, v]): [string, string] => [`1_${k}`, v]),
        ['0', '["$K1"]'],
      ]);
      requests.push({
        label: `${name} called by script at ${path}`,
        method: 'POST',
        path,
        headers: {
          Origin: base,
          Accept: 'text/x-component',
          'Next-Action': id,
          'Content-Type': call.contentType,
        },
        body: call.body,
      });
    }
  }
  return requests;
}

/** One request; resolves with its status, where it sends the browser, and its body. */
function send(
  base: string,
  { method = 'GET', path, headers = {}, body, from }: Sent,
): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, localAddress: from };
    const request = http.request(new URL(path, base), options, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => {
        // A redirect of an action called by script is named in its own header.
        const redirect = response.headers['x-action-redirect'];
        const status = response.statusCode ?? 0;
        resolve({
          status,
          location:
            status === 200
              ? Array.isArray(redirect)
                ? redirect[0]
                : redirect
              : response.headers.location,
          body: text,
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** What an answer to a stranger may be: to sign in, or refused. */
function refused(
  { method = 'GET', path }: Sent,
  status: number,
  location: string | undefined,
): boolean {
  if ([303, 307, 308].includes(status)) return Boolean(location?.includes('/desk/sign-in'));
  // An action called by script is answered 200, the redirect named in x-action-redirect.
  if (status === 200) return Boolean(location?.startsWith('/desk/sign-in'));
  if (status === 401 || status === 404) return true;
  // Refused before any code of the desk runs: a post that is not a form (400), an action the
  // route does not answer (409).
  if (method === 'POST' && (status === 400 || status === 409)) return true;
  // A route handler asked with a method it does not take.
  return status === 405 && method === 'POST' && path.startsWith('/desk/export');
}

/** Everything a desk action could change: row counts, and the leads' status and flags. */
async function snapshot(sql: Sql): Promise<string> {
  const [row] = await sql`select
    (select count(*) from bot_orders) as orders,
    (select count(*) from custom_bot_requests) as custom,
    (select count(*) from contact_messages) as contact,
    (select count(*) from newsletter_subscriptions) as subscribers,
    (select count(*) from desk_events) as events,
    (select count(*) from desk_notes) as notes,
    (select count(*) from desk_sessions) as sessions,
    (select count(*) from desk_verifications) as sign_in_codes,
    (select count(*) from desk_rate_limits) as auth_counters,
    (select md5(coalesce(string_agg(id || status || coalesce(spam_reason, ''), ',' order by id), ''))
      from bot_orders) as order_states`;
  return JSON.stringify(row);
}

/** Part 2c: every desk request without a session, counted. */
export async function deskSweep({
  base,
  dir,
  sql,
  expect,
}: {
  base: string;
  dir: string;
  sql: Sql;
  expect: Expect;
}) {
  const requests = await deskRequests(base, dir);
  console.log(`\n2c. ${requests.length} desk requests without a session`);
  const before = await snapshot(sql);
  const serverErrors: string[] = [];
  const wrong: string[] = [];
  for (const { label, ...sent } of requests) {
    const answer = await send(base, sent);
    if (answer.status >= 500) serverErrors.push(`${label}: ${answer.status}`);
    else if (!refused(sent, answer.status, answer.location) || STACK_TRACE.test(answer.body)) {
      wrong.push(`${label}: ${answer.status} ${answer.location ?? ''}`.trim());
    }
  }
  const after = await snapshot(sql);
  const sample = (list: string[]) => (list.length ? ` (${list.slice(0, 3).join('; ')})` : '');
  expect(
    'desk requests without a session answered >= 500',
    serverErrors.length === 0,
    `${serverErrors.length} of ${requests.length}${sample(serverErrors)}`,
  );
  expect(
    'desk requests without a session not sent to sign in nor refused',
    wrong.length === 0,
    `${wrong.length} of ${requests.length}${sample(wrong)}`,
  );
  expect(
    'rows changed by desk requests without a session',
    before === after,
    before === after ? 'none' : `${before} -> ${after}`,
  );
  const flood = await floodFromOneClient(base, expect);
  return { sent: requests.length, serverErrors: serverErrors.length, wrong: wrong.length, flood };
}

/**
 * Sign-in links opened as fast as one client can, each request naming some other client in the
 * headers a client can send (X-Forwarded-For, the header the desk's endpoints write for Better
 * Auth): the limit counts the connection, so the flood is limited, and a link opened meanwhile
 * from another address of this machine is read, not refused as limited.
 */
async function floodFromOneClient(base: string, expect: Expect) {
  const link = (from: string, i: number) =>
    send(base, {
      path: '/desk/api/auth/desk-link?token=not.one',
      from,
      headers: {
        'X-Forwarded-For': `198.51.100.${i}`,
        'X-BotBazaar-Client-Address': `203.0.113.${i}`,
      },
    });
  const limited = (answer: { status: number; location: string | undefined }) =>
    answer.status === 429 || Boolean(answer.location?.includes('notice=link-limited'));
  const flood = [];
  for (let i = 0; i < 10; i++) flood.push(await link('127.0.0.2', i));
  const other = await link('127.0.0.3', 99);
  const floodLimited = flood.filter(limited).length;
  expect(
    'a flood of sign-in links from one client, each naming another in its headers: limited',
    floodLimited >= 5,
    `${floodLimited} of ${flood.length} refused as over the limit`,
  );
  expect(
    "a link opened from another client meanwhile: read, not refused as over the flood's limit",
    !limited(other) && Boolean(other.location?.includes('/desk/sign-in')),
    `${other.status} ${other.location ?? ''}`.trim(),
  );
  return { flooded: flood.length, limited: floodLimited };
}
