import { STATUS_LABELS, type LeadStatus } from '@/content/desk';

const tones: Record<LeadStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  contacted: 'bg-primary-100 text-primary-800',
  replied: 'bg-primary-100 text-primary-800',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  closed: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
