import { MessageCircle } from 'lucide-react';
import { continueOnWhatsapp } from '@/content/leads';
import { referenceCopy } from '@/content/messages';
import { newTab } from '@/components/ui/new-tab';

/** A lead's reference, to quote when following up, and the chat that has it prefilled. */
export function ReferenceLine({ reference, className }: { reference: string; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800 ${className ?? ''}`}>
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
