import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DESK_ACTIONS, NOTE_MAX_LENGTH } from '@/content/desk';
import { LEAD_TYPES } from '@/content/leads';
import { createdAt, id, maxLength, notBlank, oneOf } from '@/db/columns';

/**
 * The provider's desk (docs/desk.md). The first five tables are Better Auth's (lib/auth.ts):
 * the owners in DESK_OWNERS, their sessions, passkeys and sign-in codes. No visitor reads or
 * writes any of them, and the public site's role is granted none.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const deskUsers = pgTable('desk_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => deskUsers.id, { onDelete: 'cascade' });

export const deskSessions = pgTable(
  'desk_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: owner(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('desk_sessions_user_id_idx').on(t.userId)],
);

export const deskAccounts = pgTable('desk_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: owner(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});

export const deskVerifications = pgTable(
  'desk_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('desk_verifications_identifier_idx').on(t.identifier)],
);

export const deskPasskeys = pgTable(
  'desk_passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: owner(),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (t) => [
    index('desk_passkeys_user_id_idx').on(t.userId),
    index('desk_passkeys_credential_id_idx').on(t.credentialID),
  ],
);

/** Better Auth's counters of requests per client and path (sign-in attempts among them). */
export const deskRateLimits = pgTable('desk_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The sign-in links `npm run desk:link` printed that were used: a link is signed, not stored,
 * so the script writes nothing (the embedded database takes no writes from outside the site);
 * the site records its id here on first use, and refuses it after.
 */
export const deskUsedLinks = pgTable('desk_used_links', {
  linkId: text('link_id').primaryKey(),
  usedAt: stamp('used_at'),
});

/** A note on a lead, with its author and time; never edited. */
export const deskNotes = pgTable(
  'desk_notes',
  {
    id: id(),
    leadType: text('lead_type').notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('desk_notes_lead_idx').on(t.leadType, t.leadId),
    check('desk_notes_lead_type_check', oneOf(t.leadType, LEAD_TYPES)),
    check(
      'desk_notes_body_check',
      sql`${notBlank(t.body)} and ${maxLength(t.body, NOTE_MAX_LENGTH)}`,
    ),
  ],
);

/**
 * The record: every change made in the desk, with who and when. `detail` is what changed (a
 * status, a verdict, a channel, a count); never a visitor's personal data, so an erasure
 * leaves nothing of the address behind here.
 */
export const deskEvents = pgTable(
  'desk_events',
  {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    leadType: text('lead_type'),
    leadId: bigint('lead_id', { mode: 'number' }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('desk_events_created_at_idx').on(t.createdAt, t.id),
    index('desk_events_lead_idx').on(t.leadType, t.leadId),
    check('desk_events_action_check', oneOf(t.action, DESK_ACTIONS)),
  ],
);
