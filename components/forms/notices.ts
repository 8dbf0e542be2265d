import type { DialogCopy } from '@/content/messages';
import { newsletterDialogs } from '@/content/messages';
import type { ActionResult } from '@/lib/action-result';
import type { Notice } from '@/components/forms/result-dialog';
import type { Outcome } from '@/components/forms/use-submission';

type FormDialogs = { ok: DialogCopy; failedTitle: string; exception: DialogCopy };

function exceptionNotice(copy: DialogCopy, stale: boolean): Notice {
  return { tone: 'error', ...copy, reload: stale };
}

/** The dialog (or, without JavaScript, the panel) for an order, custom-bot or contact result. */
export function resultNotice(dialogs: FormDialogs, result: ActionResult<string>): Notice | null {
  if (result.status === 'ok') return { tone: 'success', ...dialogs.ok, autoClose: true };
  if (result.status === 'failed')
    return { tone: 'error', title: dialogs.failedTitle, text: result.message };
  return null;
}

export function outcomeNotice(dialogs: FormDialogs, outcome: Outcome<string>): Notice | null {
  return outcome.kind === 'exception'
    ? exceptionNotice(dialogs.exception, outcome.stale)
    : resultNotice(dialogs, outcome.result);
}

export function newsletterResultNotice(result: ActionResult<string>): Notice | null {
  switch (result.status) {
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
}

export function newsletterOutcomeNotice(outcome: Outcome<string>): Notice | null {
  return outcome.kind === 'exception'
    ? exceptionNotice(newsletterDialogs.exception, outcome.stale)
    : newsletterResultNotice(outcome.result);
}
