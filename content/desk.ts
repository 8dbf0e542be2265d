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

/** A sign-in link printed by `npm run desk:link` works once, within this many minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
