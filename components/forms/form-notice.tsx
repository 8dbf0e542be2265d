import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { Notice } from '@/components/forms/notices';
import { ReferenceLine } from '@/components/forms/reference-line';

const tones = {
  success: { box: 'border-green-200 bg-green-50', icon: CircleCheck, color: 'text-success' },
  error: { box: 'border-red-200 bg-red-50', icon: CircleX, color: 'text-danger' },
  info: { box: 'border-amber-200 bg-amber-50', icon: Info, color: 'text-info' },
} as const;

/**
 * An outcome told inside the page: the answer to a form posted without JavaScript, or a
 * success kept in view (with its reference) once its dialog has closed. The same words as the
 * dialog, announced as a status message.
 */
export function FormNotice({ notice }: { notice: Notice }) {
  const tone = tones[notice.tone];
  const Icon = tone.icon;
  return (
    <div role="status" className={`flex gap-3 rounded-xl border p-4 ${tone.box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone.color}`} />
      <div>
        <p className="font-semibold text-slate-900">{notice.title}</p>
        <p className="mt-0.5 text-slate-800">{notice.text}</p>
        {notice.reference && <ReferenceLine reference={notice.reference} className="mt-2" />}
      </div>
    </div>
  );
}
