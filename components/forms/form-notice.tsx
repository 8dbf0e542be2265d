import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { Notice } from '@/components/forms/result-dialog';

const tones = {
  success: { box: 'border-green-200 bg-green-50', icon: CircleCheck, color: 'text-success' },
  error: { box: 'border-red-200 bg-red-50', icon: CircleX, color: 'text-danger' },
  info: { box: 'border-amber-200 bg-amber-50', icon: Info, color: 'text-info' },
} as const;

/**
 * The outcome shown inside the page when the form was posted without JavaScript: the same
 * words as the dialog, announced as a status message.
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
      </div>
    </div>
  );
}
