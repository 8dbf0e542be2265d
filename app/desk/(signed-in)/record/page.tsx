import type { Metadata } from 'next';
import Link from 'next/link';
import { DESK_ACTION_LABELS, LEAD_TYPE_LABELS, type DeskAction } from '@/content/desk';
import type { LeadType } from '@/content/leads';
import { formatTime } from '@/lib/desk/format';
import { getRecord } from '@/lib/desk/reads';

export const metadata: Metadata = { title: 'Record' };

export default async function RecordPage() {
  const events = await getRecord();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Record</h1>
      <p className="mb-6 text-slate-700">
        Everything done in the desk, newest first (the latest 200).
      </p>
      {events.length ? (
        <ul className="divide-y divide-slate-200 text-sm">
          {events.map((event) => (
            <li key={event.id} className="py-2 text-slate-800">
              <time dateTime={event.createdAt.toISOString()} className="text-slate-700">
                {formatTime(event.createdAt)}
              </time>{' '}
              <span className="break-all font-medium">{event.actor}</span>:{' '}
              {DESK_ACTION_LABELS[event.action as DeskAction]}
              {event.detail ? ` (${event.detail})` : ''}
              {event.leadType && event.leadId ? (
                <>
                  {' '}
                  on{' '}
                  <Link
                    href={`/desk/leads/${event.leadType}/${event.leadId}`}
                    className="font-semibold text-primary-700 underline"
                  >
                    {LEAD_TYPE_LABELS[event.leadType as LeadType]} #{event.leadId}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">Nothing yet.</p>
      )}
    </>
  );
}
