import type { Metadata } from 'next';
import { ActionForm } from '@/components/desk/action-form';
import { Notice } from '@/components/desk/notice';
import { removeSubscriber } from '@/lib/desk/actions';
import { formatTime } from '@/lib/desk/format';
import { getSubscribers } from '@/lib/desk/reads';

export const metadata: Metadata = { title: 'Subscribers' };

export default async function SubscribersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { notice } = await searchParams;
  const { rows, total, flagged } = await getSubscribers();
  const subscribers = total - flagged;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        Newsletter subscribers
      </h1>
      <p className="mb-6 text-slate-700">
        {subscribers} subscriber{subscribers === 1 ? '' : 's'}
        {flagged ? ` and ${flagged} suspected spam` : ''}
        {total > rows.length ? `, the newest ${rows.length} shown` : ''}.
      </p>
      <Notice code={notice} />
      {rows.length ? (
        <ul className="divide-y divide-slate-200">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <p className="break-all font-medium text-slate-900">{row.email}</p>
                <p className="text-slate-700">
                  {formatTime(row.createdAt)}
                  {row.spamReason ? ` · suspected spam (${row.spamReason})` : ''}
                </p>
              </div>
              <ActionForm action={removeSubscriber}>
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  aria-label={`Remove ${row.email}`}
                  className="min-h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Remove
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No subscribers yet.</p>
      )}
    </>
  );
}
