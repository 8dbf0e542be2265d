import 'server-only';
import type { GenericEndpointContext } from '@better-auth/core';
import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { nextCookies } from 'better-auth/next-js';
import { magicLink } from 'better-auth/plugins/magic-link';
import { z } from 'zod';
import type { DeskNotice } from '@/content/desk';
import { isUniqueViolationOf } from '@/db/errors';
import { keptOnce } from '@/db/kept-once';
import { getDeskDb } from '@/db/queries/desk-db';
import { claimSignInLink } from '@/db/queries/desk-auth';
import { recordDeskEvent } from '@/db/queries/desk-record';
import * as schema from '@/db/schema';
import { readLink } from '@/lib/auth-link.mjs';
import { sendSignInEmail } from '@/lib/desk/sign-in-email';
import { deviceCookie } from '@/lib/desk/device';
import { COOKIE_ATTRIBUTES, COOKIE_PREFIX, SESSION_SECONDS } from '@/lib/desk/session-cookie';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/request-gate.mjs';

/**
 * Signing in to the desk (docs/desk.md), with Better Auth: a link by e-mail (magic link), a
 * passkey added after, or a link printed by `npm run desk:link`. Only DESK_OWNERS: there is
 * no sign-up, and any other address is turned away before a user row is written.
 */

export const AUTH_BASE_PATH = '/desk/api/auth';
const SIGN_IN_LINK_SECONDS = 15 * 60;

export function isOwner(email: string | null | undefined): boolean {
  return Boolean(email && env().DESK_OWNERS?.includes(email.trim().toLowerCase()));
}

// Without AUTH_SECRET (allowed outside production only), sessions are signed with a secret of
// this process, and end when it does.
const processSecret = crypto.randomUUID() + crypto.randomUUID();

/** The secret Better Auth signs the desk's sessions with, which signs its device cookies too. */
export const deskSecret = () => env().AUTH_SECRET ?? processSecret;

/**
 * The link of `npm run desk:link`: checked against AUTH_SECRET, used once (recorded in the
 * database by the site itself), then a session like any other. A link refused lands on the
 * sign-in page, which says why: not one of ours (or not an owner's), expired, or used.
 */
const deskLink = () =>
  ({
    id: 'desk-link',
    endpoints: {
      deskLink: createAuthEndpoint(
        '/desk-link',
        { method: 'GET', query: z.object({ token: z.string().max(1000) }) },
        async (ctx) => {
          const refused = (notice: DeskNotice) => ctx.redirect(`/desk/sign-in?notice=${notice}`);
          const secret = env().AUTH_SECRET;
          // Its signature checked whatever its age (`now` 0): an expired link is told apart.
          const claims = secret ? readLink(secret, ctx.query.token, 0) : null;
          if (!claims || !isOwner(claims.email)) throw refused('link-failed');
          if (claims.expiresAt <= Date.now()) throw refused('link-expired');
          if (!(await claimSignInLink(claims.linkId))) throw refused('link-used');
          const user = await ownerUser(ctx.context.internalAdapter, claims.email);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect('/desk');
        },
      ),
    },
  }) satisfies BetterAuthPlugin;

type InternalAdapter = GenericEndpointContext['context']['internalAdapter'];

/**
 * The owner's user row, made on their first sign-in (the only way one is ever made). Asks sent at
 * once (a double submit, a stranger asking for the owner's address) each find none: the one whose
 * insert loses to another's unique address reads the row that one made.
 */
async function ownerUser(adapter: InternalAdapter, email: string) {
  const found = await adapter.findUserByEmail(email);
  if (found) return found.user;
  try {
    return await adapter.createUser(
      { email, name: email, emailVerified: true },
      { method: 'magic-link' },
    );
  } catch (error) {
    if (!isUniqueViolationOf(error, 'email')) throw error;
    const made = await adapter.findUserByEmail(email);
    if (made) return made.user;
    throw error;
  }
}

async function createAuth(baseURL: string) {
  const db = await getDeskDb();
  const { NODE_ENV } = env();
  const production = NODE_ENV === 'production';
  const { hostname, origin } = new URL(baseURL);
  return betterAuth({
    appName: 'BotBazaar desk',
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: deskSecret(),
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.deskUsers,
        session: schema.deskSessions,
        account: schema.deskAccounts,
        verification: schema.deskVerifications,
        passkey: schema.deskPasskeys,
        rateLimit: schema.deskRateLimits,
      },
    }),
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: 60 * 60,
      // Every request reads the session row, so signing out or removing an owner ends it at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: production,
      defaultCookieAttributes: { ...COOKIE_ATTRIBUTES },
      // The client the form limits count, behind TRUST_PROXY's proxies too: written by
      // lib/desk/auth-routes.ts on every request it passes on, over any copy a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Per client, on every auth endpoint reached over HTTP (passkeys, links); asking for an
    // e-mailed link is limited per address and per client in lib/desk/sign-in.ts, the only way
    // to ask for one.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 30,
      customRules: {
        '/passkey/*': { window: 60, max: 10 },
        '/desk-link': { window: 60, max: 5 },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The one gate for every way in: no user row for an address outside DESK_OWNERS.
          before: async (user) => (isOwner(user.email) ? { data: user } : false),
        },
      },
      session: {
        create: {
          // Nor a session for a user who is no owner any more, whatever way they come in by.
          before: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            return isOwner(user?.email) ? { data: session } : false;
          },
          after: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if (!user) return;
            await recordDeskEvent({ actor: user.email, action: 'sign_in' });
            // This browser is the owner's from now on (lib/desk/device.ts).
            const device = deviceCookie(user.email, deskSecret(), production);
            ctx?.setCookie(device.name, device.value, device.options);
          },
        },
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        // Asked for by lib/desk/sign-in.ts for an owner alone, after the answer: mailed only to an
        // owner. The e-mail is not waited for (a failed send is logged; the owner asks again or
        // uses npm run desk:link).
        sendMagicLink: async ({ email, url }, ctx) => {
          if (!isOwner(email) || !ctx) return;
          await ownerUser(ctx.context.internalAdapter, email);
          sendSignInEmail(email, url).catch((error: unknown) =>
            console.error('[desk] the sign-in e-mail could not be sent:', error),
          );
        },
      }),
      passkey({ rpID: hostname, rpName: 'BotBazaar desk', origin }),
      deskLink(),
      nextCookies(),
    ],
  });
}

type Auth = Awaited<ReturnType<typeof createAuth>>;

/**
 * Better Auth for the site at SITE_URL, made once. Without SITE_URL (outside production only,
 * lib/env.ts) the site's address is `origin`, the one the request came to: any Host passes
 * server.mjs's syntax check, so an instance made for one is not kept, and a request for a Host
 * made up on the spot leaves nothing behind.
 */
export function getAuth(origin: string): Promise<Auth> {
  const { SITE_URL } = env();
  if (!SITE_URL) return createAuth(origin);
  return keptOnce('botbazaarAuth', () => createAuth(SITE_URL));
}
