import { newsletterDialogs, type DialogCopy } from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';

/*
 * What the visitor reads when a form's submission ends, and where: the rules, as plain values
 * (components/forms/notice.tsx draws them; docs/rules.md#what-the-visitor-reads).
 */

/**
 * How a submission ended, in the words the visitor reads: a lead's reference under the success
 * text; `autoClose`, a dialog that closes itself; `reload`, the page predates the last deploy.
 */
export type Notice = DialogCopy & {
  tone: 'success' | 'error' | 'info';
  reference?: string;
  autoClose?: boolean;
  reload?: boolean;
};

/**
 * A form's last submission: `post`, a native post the page was rendered for, or `call`, the
 * action called from JavaScript, which may also throw (the network, an old page). `seen` once
 * its dialog has closed.
 */
export type Outcome = { via: 'post' | 'call'; seen: boolean } & (
  { result: ActionResult } | { exception: { stale: boolean } }
);

/** What the visitor reads for an outcome; null when there is nothing to tell (idle, invalid). */
export type Describe = (outcome: Outcome) => Notice | null;

const thrown = (copy: DialogCopy, stale: boolean): Notice => ({
  tone: 'error',
  ...copy,
  reload: stale,
});

/** An order, custom-bot request or contact message (docs/rules.md#what-the-visitor-reads). */
export function leadNotices(dialogs: {
  ok: DialogCopy;
  failedTitle: string;
  exception: DialogCopy;
}): Describe {
  return (outcome) => {
    if ('exception' in outcome) return thrown(dialogs.exception, outcome.exception.stale);
    const { result } = outcome;
    if (result.status === 'ok')
      return { tone: 'success', ...dialogs.ok, reference: result.reference, autoClose: true };
    if (result.status === 'failed')
      return { tone: 'error', title: dialogs.failedTitle, text: result.message };
    return null;
  };
}

/** The newsletter: every outcome is told, invalid address too (docs/rules.md#newsletter-form). */
export const newsletterNotices: Describe = (outcome) => {
  if ('exception' in outcome) return thrown(newsletterDialogs.exception, outcome.exception.stale);
  const { status } = outcome.result;
  if (status === 'ok') return { tone: 'success', ...newsletterDialogs.ok };
  if (status === 'duplicate') return { tone: 'info', ...newsletterDialogs.duplicate };
  if (status === 'idle') return null;
  return { tone: 'error', ...newsletterDialogs[status] };
};

/**
 * Where an outcome is told: in a dialog until it closes; in the page, the answer to a native
 * post, and a success once its dialog has closed (its reference stays in view).
 */
export function placeOf(outcome: Outcome | null, describe: Describe) {
  const notice = outcome && describe(outcome);
  if (!outcome || !notice) return { dialog: null, inline: null };
  if (!outcome.seen) return { dialog: notice, inline: null };
  const keep = outcome.via === 'post' || notice.tone === 'success';
  return { dialog: null, inline: keep ? notice : null };
}
