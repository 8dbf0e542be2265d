import 'server-only';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getAuth, isOwner } from '@/lib/auth';
import { env } from '@/lib/env';

/** An owner signed in to the desk. */
export type Owner = { email: string; userId: string };

/**
 * The site's address as the request reached it, for Better Auth's links and passkeys when
 * SITE_URL is not set. server.mjs lets only the site's own hosts through.
 */
export function originOf(requestHeaders: Pick<Headers, 'get'>): string {
  return `http://${requestHeaders.get('host') ?? 'localhost'}`;
}

/**
 * The desk is on when DESK_OWNERS is set; otherwise every /desk path is not found. Read per
 * request (`connection`), never at build time, where the setting is not the server's.
 */
export async function requireDeskOn(): Promise<void> {
  await connection();
  if (!env().DESK_OWNERS) notFound();
}

/** The owner of this request's session, or null: once per request. */
export const currentOwner = cache(async (): Promise<Owner | null> => {
  await requireDeskOn();
  const requestHeaders = await headers();
  const auth = await getAuth(originOf(requestHeaders));
  const session = await auth.api.getSession({ headers: requestHeaders });
  // An owner taken out of DESK_OWNERS is signed out by that, whatever their session says.
  if (!session || !isOwner(session.user.email)) return null;
  return { email: session.user.email, userId: session.user.id };
});

/**
 * The session check every desk page and action makes first (through lib/desk): without a
 * valid session, to the sign-in page, and nothing else runs.
 */
export async function requireOwner(): Promise<Owner> {
  const owner = await currentOwner();
  if (!owner) redirect('/desk/sign-in');
  return owner;
}
