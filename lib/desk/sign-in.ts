'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { z } from 'zod';
import { withoutValues } from '@/db/errors';
import { withinSignInLimit } from '@/db/queries/desk-auth';
import { keyedDigest, mailboxDigest } from '@/db/queries/limit-keys';
import { deskSecret, getAuth, isOwner } from '@/lib/auth';
import { deviceOf } from '@/lib/desk/device';
import { originOf, requireDeskOn } from '@/lib/desk/session';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/submission/client-address';

/**
 * Sign-in attempts allowed: per client, and per mailbox from one client (its spellings folded:
 * `owner+1@`), in 15 minutes; and per address as written from all clients in an hour, which
 * bounds the links one inbox can be sent. Counted per address alone, five a quarter-hour, one
 * stranger asking five times for the owner's address every 15 minutes kept the owner from having
 * a link for as long as it went on. The hourly count is of the address as written, since a link
 * goes only to an owner's address exactly (isOwner): folded, spellings that are mailed nothing
 * (`owner+1@` … `owner+20@`, from four clients) shut the owner out for the hour without a word to
 * their inbox; now only asking for the owner's own address counts, and each ask mails them.
 * Still, anyone could spend that hour's count: from a browser the owner has signed in on
 * (lib/desk/device.ts), asks are counted on that browser alone, five a quarter-hour.
 */
const PER_CLIENT = 20;
const PER_ADDRESS_AND_CLIENT = 5;
const WINDOW_SECONDS = 15 * 60;
const PER_ADDRESS = 20;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

/**
 * Asks for a sign-in link by e-mail: the one desk action that runs without a session, and the
 * only way to have a link e-mailed (Better Auth's own endpoint for it is not served,
 * lib/desk/auth-routes.ts). Every address gets the same answer after the same work, the two
 * limits counted: an owner's link is made and mailed once the answer is on its way (lib/auth.ts),
 * and a stranger's address is written nowhere but its counter. A server without SMTP_URL says so
 * to everyone, owner or not, once the limits allow the attempt.
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
  // Keys of the address start `address:<its digest>`, which an erasure deletes (db/queries/desk-erasure.ts).
  const address = `address:${mailboxDigest(email)}`;
  // A browser the owner signed in on has a count of its own, which no stranger can spend.
  const device = deviceOf(await cookies(), email, deskSecret(), env().NODE_ENV === 'production');
  const allowed = device
    ? await withinSignInLimit(
        `${address}:device:${keyedDigest('sign-in-device', device)}`,
        PER_ADDRESS_AND_CLIENT,
        WINDOW_SECONDS,
      )
    : (await withinSignInLimit(`client:${client}`, PER_CLIENT, WINDOW_SECONDS)) &&
      (await withinSignInLimit(
        `${address}:${keyedDigest('sign-in-client', client)}`,
        PER_ADDRESS_AND_CLIENT,
        WINDOW_SECONDS,
      )) &&
      (await withinSignInLimit(
        `${address}:to:${keyedDigest('sign-in-address', email)}`,
        PER_ADDRESS,
        ADDRESS_WINDOW_SECONDS,
      ));
  if (!allowed) redirect('/desk/sign-in?notice=limited');
  if (!env().SMTP_URL) redirect('/desk/sign-in?notice=mail-off');
  if (isOwner(email)) mailLink(email, originOf(requestHeaders), new Headers(requestHeaders));
  redirect('/desk/sign-in?notice=link-sent');
}

/**
 * Makes an owner's link and mails it once the answer has gone out (outside a request, a test
 * calling the action, at once): a failure is logged, as a failed send is.
 */
function mailLink(email: string, origin: string, requestHeaders: Headers): void {
  const work = () =>
    getAuth(origin)
      .then((auth) =>
        auth.api.signInMagicLink({
          body: {
            email,
            callbackURL: '/desk',
            errorCallbackURL: '/desk/sign-in?notice=link-failed',
          },
          headers: requestHeaders,
        }),
      )
      .catch((error: unknown) =>
        console.error('[desk] no sign-in link could be made:', withoutValues(error)),
      );
  try {
    after(work);
  } catch {
    void work();
  }
}
