import 'server-only';
import { getAuth } from '@/lib/auth';
import { originOf, requireOwner } from '@/lib/desk/session';

/**
 * Ends the signed-in owner's session: the row is deleted and the cookie cleared, then to the
 * sign-in page. A full document answer (303), so no page of the desk stays in the browser's
 * router cache. Without a session, to sign in, as every desk action.
 */
export async function signOutResponse(request: Request): Promise<Response> {
  await requireOwner();
  const auth = await getAuth(originOf(request.headers));
  const ended = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers({ Location: '/desk/sign-in?notice=signed-out' });
  for (const cookie of ended.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
