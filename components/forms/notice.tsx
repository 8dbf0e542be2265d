'use client';

import { MessageCircle } from 'lucide-react';
import { continueOnWhatsapp } from '@/content/leads';
import { referenceCopy, reloadNotice } from '@/content/messages';
import type { Notice } from '@/lib/submission/outcome';
import { Button } from '@/components/ui/button';
import { newTab } from '@/components/ui/new-tab';
import { MessageDialog, StatusNotice } from '@/components/ui/notice';

/** A lead's reference, to quote when following up, and the chat that has it prefilled. */
function ReferenceLine({ reference, className }: { reference: string; className: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800 ${className}`}>
      <span>
        {referenceCopy.label}:{' '}
        <strong className="font-mono font-semibold tracking-wide text-slate-900">
          {reference}
        </strong>
      </span>
      <a
        href={continueOnWhatsapp(reference)}
        {...newTab}
        className="inline-flex min-h-6 items-center gap-1 font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {referenceCopy.whatsapp}
      </a>
    </p>
  );
}

/** An outcome told in the page, in the dialog's words. */
export function FormNotice({ notice }: { notice: Notice }) {
  return (
    <StatusNotice {...notice}>
      {notice.reference && <ReferenceLine reference={notice.reference} className="mt-2" />}
    </StatusNotice>
  );
}

/** Success dialogs close themselves after this long (docs/rules.md#what-the-visitor-reads). */
const AUTO_CLOSE_MS = 2000;

/** An outcome in a dialog, with its reference, or the way to reload a page older than the site. */
export function ResultDialog({
  notice,
  ...dialog
}: {
  notice: Notice | null;
  onClosed: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  if (!notice) return null;
  return (
    <MessageDialog
      {...notice}
      {...dialog}
      autoCloseMs={notice.autoClose ? AUTO_CLOSE_MS : undefined}
      actions={
        notice.reload && (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {reloadNotice.action}
          </Button>
        )
      }
    >
      {notice.reference && <ReferenceLine reference={notice.reference} className="mb-4" />}
      {notice.reload && <p className="mb-4 text-slate-700">{reloadNotice.text}</p>}
    </MessageDialog>
  );
}
