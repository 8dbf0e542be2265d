'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { withinSignInLimit } from '@/db/queries/desk-auth';
import { mailboxDigest } from '@/db/queries/limit-keys';
import { getAuth } from '@/lib/auth';
import { originOf, requireDeskOn } from '@/lib/desk/session';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/submission/client-address';

/** Sign-in attempts allowed per address and per client in one window. */
const PER_ADDRESS = 5;
const PER_CLIENT = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * Asks for a sign-in link by e-mail: the one desk action that runs without a session. Every
 * address gets the same answer, and only an owner is mailed (lib/auth.ts), in the background, so
 * an owner's answer neither differs nor waits on the mail server. A server without SMTP_URL says
 * so to everyone before looking at the address.
 */
export async function requestSignInLink(_state: null, formData: FormData): Promise<never> {
  await requireDeskOn();
  const parsed = z.email().safeParse(
    String(formData.get('email') ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!parsed.success) redirect('/desk/sign-in?notice=bad-email');
  const email = parsed.data;
  const requestHeaders = await headers();
  const client = clientKey(requestHeaders, env().TRUST_PROXY) ?? 'unknown';
  const allowed =
    (await withinSignInLimit(`client:${client}`, PER_CLIENT, WINDOW_SECONDS)) &&
    (await withinSignInLimit(`address:${mailboxDigest(email)}`, PER_ADDRESS, WINDOW_SECONDS));
  if (!allowed) redirect('/desk/sign-in?notice=limited');
  if (!env().SMTP_URL) redirect('/desk/sign-in?notice=mail-off');
  const auth = await getAuth(originOf(requestHeaders));
  let made = true;
  try {
    await auth.api.signInMagicLink({
      body: { email, callbackURL: '/desk', errorCallbackURL: '/desk/sign-in?notice=link-failed' },
      headers: requestHeaders,
    });
  } catch (error) {
    // The link could not be made (its database, say): the same for every address.
    console.error('[desk] no sign-in link could be made:', error);
    made = false;
  }
  redirect(`/desk/sign-in?notice=${made ? 'link-sent' : 'sign-in-failed'}`);
}
