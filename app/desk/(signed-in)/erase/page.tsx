import type { Metadata } from 'next';
import { ActionForm } from '@/components/desk/action-form';
import { Notice } from '@/components/desk/notice';
import { erase } from '@/lib/desk/actions';
import { erasedCounts } from '@/content/desk';

export const metadata: Metadata = { title: 'Erasure' };

const field = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** "a.b.c.d" from the erase action: leads, subscriptions, deliveries, demo conversations erased. */
function erasedCount(value: string | string[] | undefined) {
  const match = typeof value === 'string' ? /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(value) : null;
  if (!match) return undefined;
  const [leads = 0, subscriptions = 0, deliveries = 0, demos = 0] = match.slice(1).map(Number);
  return erasedCounts({ leads, subscriptions, deliveries, demos });
}

export default async function ErasePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { notice, erased } = await searchParams;
  const count = erasedCount(erased);
  return (
    <div className="max-w-xl">
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        Erase an address
      </h1>
      <p className="mb-6 text-slate-700">
        For a deletion request: every lead, newsletter subscription and delivery of one e-mail
        address is deleted, with the notes on those leads. This cannot be undone. The record keeps
        only the counts.
      </p>
      <Notice code={notice} />
      {count && (
        <p
          role="status"
          className="mb-6 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-success"
        >
          Erased {count.slice(0, -1).join(', ')} and {count.at(-1)}.
        </p>
      )}
      <ActionForm action={erase} className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
        <label htmlFor="erase-email" className="block text-sm font-medium text-slate-700">
          E-mail address to erase
        </label>
        <input
          id="erase-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          className={field}
        />
        <label htmlFor="erase-confirm" className="mt-4 block text-sm font-medium text-slate-700">
          Type the address again to confirm
        </label>
        <input
          id="erase-confirm"
          name="confirm"
          type="email"
          required
          autoComplete="off"
          className={field}
        />
        <button
          type="submit"
          className="mt-4 min-h-11 rounded-xl bg-danger px-5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          Erase everything of this address
        </button>
      </ActionForm>
    </div>
  );
}
