import type { DialogCopy } from '@/content/messages';
import { newsletterDialogs } from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';

/** How a submission ended, in the words the visitor reads (a dialog, or a panel in the page). */
export type Notice = {
  tone: 'success' | 'error' | 'info';
  title: string;
  text: string;
  /** A lead's reference, shown under the success text. */
  reference?: string;
  /** Closes itself after a moment, with a timer bar along the bottom edge. */
  autoClose?: boolean;
  /** The page predates the server's last deploy: offer a reload. */
  reload?: boolean;
};

/** An outcome told in a dialog (result-dialog.tsx, which loads result-dialog-body.tsx). */
export type ResultDialogProps = {
  notice: Notice | null;
  onClosed: () => void;
  /** Where focus goes after closing: the dialog has no trigger of its own to return to. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * The one state of a form's last submission, however it was sent: `post`, a native post the
 * page was rendered for (no JavaScript), or `call`, the action called from JavaScript, which
 * may also end in an exception (the network, an old page). `seen` once its dialog has closed.
 */
export type Outcome<Field extends string = string> = {
  via: 'post' | 'call';
  seen: boolean;
} & ({ result: ActionResult<Field> } | { exception: { stale: boolean } });

type FormDialogs = { ok: DialogCopy; failedTitle: string; exception: DialogCopy };

/** Maps an outcome to what the visitor reads; null when there is nothing to tell (idle, invalid). */
export type Describe = (outcome: Outcome) => Notice | null;

const exceptionNotice = (copy: DialogCopy, stale: boolean): Notice => ({
  tone: 'error',
  ...copy,
  reload: stale,
});

/** An order, custom-bot request or contact message (docs/rules.md#what-the-visitor-reads). */
export function leadNotices(dialogs: FormDialogs): Describe {
  return (outcome) => {
    if ('exception' in outcome) return exceptionNotice(dialogs.exception, outcome.exception.stale);
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
  if ('exception' in outcome)
    return exceptionNotice(newsletterDialogs.exception, outcome.exception.stale);
  switch (outcome.result.status) {
    case 'ok':
      return { tone: 'success', ...newsletterDialogs.ok };
    case 'duplicate':
      return { tone: 'info', ...newsletterDialogs.duplicate };
    case 'invalid':
      return { tone: 'error', ...newsletterDialogs.invalid };
    case 'failed':
      return { tone: 'error', ...newsletterDialogs.failed };
    default:
      return null;
  }
};
