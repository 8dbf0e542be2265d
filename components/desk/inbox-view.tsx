import Link from 'next/link';
import { InboxFilters } from '@/components/desk/inbox-filters';
import { InboxTable } from '@/components/desk/inbox-table';
import { Notice } from '@/components/desk/notice';
import {
  decodeCursor,
  encodeCursor,
  filterQuery,
  parseFilter,
  type SearchParams,
} from '@/lib/desk/filter';
import { getInbox } from '@/lib/desk/reads';

/** The inbox, or its "Suspected spam" view: filters, one page of leads, the next page, the CSV. */
export async function InboxView({ params, spam }: { params: SearchParams; spam: boolean }) {
  const path = spam ? '/desk/spam' : '/desk';
  const filter = parseFilter(params, spam);
  const { rows, next } = await getInbox(filter, decodeCursor(params.after));
  const query = filterQuery(params);
  if (spam) query.set('view', 'spam');
  const nextQuery = new URLSearchParams(filterQuery(params));
  if (next) nextQuery.set('after', encodeCursor(next));
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {spam ? 'Suspected spam' : 'Inbox'}
      </h1>
      <Notice code={params.notice} />
      {spam && (
        <p className="mb-6 max-w-3xl text-slate-700">
          Leads the guards flagged (or you marked as spam). Open one to give your verdict:
          &lsquo;Not spam&rsquo; sends its alert and webhook.
        </p>
      )}
      <InboxFilters params={params} action={path} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        {filter.form ? (
          <a
            href={`/desk/export?${query.toString()}`}
            className="inline-flex min-h-11 items-center rounded-xl border border-primary-700 px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            Download CSV
          </a>
        ) : (
          <p className="text-sm text-slate-700">Choose one form to download its leads as CSV.</p>
        )}
      </div>
      <InboxTable rows={rows} now={new Date()} />
      {next && (
        <Link
          href={`${path}?${nextQuery.toString()}`}
          className="mt-6 inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Older leads
        </Link>
      )}
    </>
  );
}
