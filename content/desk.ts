import type { LeadType } from '@/content/leads';

/**
 * The provider's desk: what a lead's status may be and how it is shown. Orders and custom-bot
 * requests go pending -> contacted -> won | lost; contact messages pending -> replied -> closed.
 */
export const DEAL_STATUSES = ['pending', 'contacted', 'won', 'lost'] as const;
export const MESSAGE_STATUSES = ['pending', 'replied', 'closed'] as const;
export const LEAD_STATUSES = ['pending', 'contacted', 'won', 'lost', 'replied', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  replied: 'Replied',
  closed: 'Closed',
};

/** The statuses a lead of each type may take. */
export const STATUSES_OF: Record<LeadType, readonly LeadStatus[]> = {
  order: DEAL_STATUSES,
  custom_bot_request: DEAL_STATUSES,
  contact_message: MESSAGE_STATUSES,
};

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  order: 'Order',
  custom_bot_request: 'Custom bot',
  contact_message: 'Contact',
};

/** A note on a lead: kept as written, never edited. */
export const NOTE_MAX_LENGTH = 2000;

/** What the record of the desk's actions names; an erasure's row holds only a count. */
export const DESK_ACTIONS = [
  'sign_in',
  'status',
  'verdict',
  'note',
  'retry',
  'erasure',
  'unsubscribe',
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

export const DESK_ACTION_LABELS: Record<DeskAction, string> = {
  sign_in: 'Signed in',
  status: 'Changed status',
  verdict: 'Spam verdict',
  note: 'Added a note',
  retry: 'Retried a delivery',
  erasure: 'Erased an address',
  unsubscribe: 'Removed a subscriber',
};

/** 'Spam' marks a clean lead by hand; 'Not spam' clears the flag and sends its alert. */
export const MANUAL_SPAM_REASON = 'manual';

/** The last error of a delivery 'Spam' held back, in the desk's list of the lead's deliveries. */
export const HELD_AS_SPAM = 'Not sent: the lead was marked as spam in the desk.';

/** A sign-in link printed by `npm run desk:link` works once, within this many minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * What the desk says after an action, by the code in the page's `notice` parameter: every
 * action answers by redirecting back with one, so a page shows the outcome without script.
 */
export const DESK_NOTICES = {
  'link-sent':
    'If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.',
  'link-failed':
    'That sign-in link is not valid any more: it was used, or it expired. Ask for a new one.',
  'link-used':
    'That sign-in link is not valid any more: it was used already, and works once. Ask for a new one now.',
  'link-expired':
    'That sign-in link has expired: a link works for 15 minutes. Ask for a new one now.',
  'link-limited':
    'Too many sign-in links were opened from here in a short while. Wait a minute, then open the link again: it works until it expires.',
  'bad-email': 'Enter the e-mail address you sign in with.',
  limited: 'Too many sign-in attempts. Try again in 15 minutes.',
  'mail-off':
    'This server sends no e-mail, so no sign-in link can be mailed. Its operator can print one with npm run desk:link.',
  'signed-out': 'You are signed out.',
  'status-saved': 'Status saved.',
  'status-unchanged': 'The lead had that status already. Nothing was changed.',
  'status-stale':
    'Someone else changed this lead’s status after your page was shown. Here it is as it is now; nothing was changed.',
  'bad-status': 'That status does not exist for this lead. Nothing was changed.',
  'note-saved': 'Note added.',
  'bad-note': 'A note needs between 1 and 2,000 characters. Nothing was saved.',
  'not-spam': 'Marked as not spam. Its alert and webhook are on their way.',
  'not-spam-alert': 'Marked as not spam. Its alert is on its way.',
  'not-spam-webhook': 'Marked as not spam. Its webhook is on its way; its alert went out already.',
  'not-spam-sent':
    'Marked as not spam. Its alert went out before it was flagged, and is not sent again.',
  spam: 'Marked as spam.',
  'bad-verdict': 'That verdict does not apply to this lead. Nothing was changed.',
  retried: 'The delivery is queued again.',
  'retry-flagged':
    'This lead is flagged as spam, so nothing of it is sent. Mark it as not spam first. Nothing was changed.',
  'bad-retry': 'Only a failed or dead delivery of this lead can be retried. Nothing was changed.',
  'no-lead': 'There is no such lead. Nothing was changed.',
  'erase-confirm': 'Type the address again to confirm the erasure. Nothing was erased.',
  'bad-address': 'Enter a valid e-mail address. Nothing was erased.',
  unsubscribed: 'Subscriber removed.',
  'passkey-added': 'Passkey added. You can sign in with it from now on.',
} as const;
export type DeskNotice = keyof typeof DESK_NOTICES;

/** Notices that report a refusal, shown as errors. */
export const DESK_ERRORS: readonly DeskNotice[] = [
  'link-failed',
  'link-used',
  'link-expired',
  'link-limited',
  'bad-email',
  'limited',
  'mail-off',
  'bad-status',
  'bad-note',
  'bad-verdict',
  'bad-retry',
  'retry-flagged',
  'status-stale',
  'no-lead',
  'erase-confirm',
  'bad-address',
];

/** What an erasure deleted: leads, subscriptions, deliveries and demo conversations. */
export type ErasureCount = {
  leads: number;
  subscriptions: number;
  deliveries: number;
  demos: number;
};

/** What an erasure deleted, counted in words: "1 lead", "2 subscriptions", "0 deliveries"… */
export function erasedCounts(count: ErasureCount): string[] {
  const some = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    some(count.leads, 'lead', 'leads'),
    some(count.subscriptions, 'subscription', 'subscriptions'),
    some(count.deliveries, 'delivery', 'deliveries'),
    some(count.demos, 'demo conversation', 'demo conversations'),
  ];
}
