import { getAuth } from '@/lib/auth';
import { originOf } from '@/lib/desk/session';
import { env } from '@/lib/env';

/** Better Auth's endpoints (passkeys, sign-in links, sign-out), only while the desk is on. */
async function handle(request: Request): Promise<Response> {
  if (!env().DESK_OWNERS) return new Response('Not found', { status: 404 });
  const auth = await getAuth(originOf(request.headers));
  return auth.handler(request);
}

export { handle as GET, handle as POST };
