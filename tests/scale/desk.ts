// The provider's desk across the two instances: a sign-in link printed by `npm run desk:link` and
// opened on one instance gives a session that the other honours (sessions are rows in
// desk_sessions), and the same link opened on the other is refused (its id is recorded as used
// in desk_used_links on its first use). Each way round.
import { deskLink } from '../helpers/desk';
import { OWNER, type Cluster, type Instance } from './cluster';

export type DeskCheck = {
  signedInOn: string;
  sessionCookie: boolean;
  /** The other instance's answer to the inbox with that session: its status and whether it is the inbox. */
  otherInbox: { status: number; inbox: boolean };
  /** The other instance's answer to the same link: where it sends the browser, and any session. */
  linkAgain: { status: number; location: string | null; session: boolean };
};

/** The session cookie as a browser sends it back: `__Secure-desk.session_token=…`. */
const SESSION = /^[^=;]*session_token=[^;]+/;

/** Opens `url` on `instance` without following its redirect. */
async function open(instance: Instance, url: string, cookie?: string) {
  const target = new URL(url);
  const answer = await fetch(new URL(target.pathname + target.search, instance.base), {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  });
  const text = await answer.text();
  const session = answer.headers
    .getSetCookie()
    .map((cookie) => SESSION.exec(cookie)?.[0])
    .find(Boolean);
  return { status: answer.status, location: answer.headers.get('location'), text, session };
}

async function signInAcross(
  cluster: Cluster,
  first: Instance,
  other: Instance,
): Promise<DeskCheck> {
  const link = deskLink(OWNER, cluster.settings);
  if (!('url' in link)) throw new Error(`desk:link exited ${link.status}`);
  const signIn = await open(first, link.url);
  const cookie = signIn.session;
  const inbox = cookie ? await open(other, `${other.base}/desk`, cookie) : undefined;
  const again = await open(other, link.url);
  return {
    signedInOn: first.name,
    sessionCookie: Boolean(cookie) && signIn.location === '/desk',
    otherInbox: {
      status: inbox?.status ?? 0,
      inbox: Boolean(inbox?.text.match(/<h1[^>]*>Inbox<\/h1>/)),
    },
    linkAgain: { status: again.status, location: again.location, session: Boolean(again.session) },
  };
}

export async function deskAcross(cluster: Cluster): Promise<DeskCheck[]> {
  const { app1, app2 } = cluster.instances;
  return [await signInAcross(cluster, app1, app2), await signInAcross(cluster, app2, app1)];
}
