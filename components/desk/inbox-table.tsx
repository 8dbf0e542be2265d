import Link from 'next/link';
import { LEAD_TYPE_LABELS } from '@/content/desk';
import type { InboxRow } from '@/lib/desk/reads';
import { describeLead, formatAge, formatTime } from '@/lib/desk/format';
import { StatusBadge } from '@/components/desk/status-badge';

const COLUMNS = ['Reference', 'Form', 'Who', 'What', 'Source', 'Status', 'Age'] as const;

/** Leads as the inbox lists them; on a phone each row reads as a card. */
export function InboxTable({ rows, now }: { rows: InboxRow[]; now: Date }) {
  if (!rows.length) return <p className="py-8 text-slate-700">No leads match.</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-slate-300 text-slate-700">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="py-2 pr-3 font-semibold last:pr-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.type}-${row.id}`}
            className="grid grid-cols-2 gap-x-3 gap-y-1 border-b border-slate-200 py-3 md:table-row md:py-0"
          >
            <td className="col-span-2 font-mono md:py-3 md:pr-3">
              <Link
                href={`/desk/leads/${row.type}/${row.id}`}
                className="inline-flex min-h-6 items-center font-semibold text-primary-700 underline-offset-2 hover:underline"
              >
                {row.reference ?? `#${row.id}`}
              </Link>
            </td>
            <td className="md:py-3 md:pr-3">{LEAD_TYPE_LABELS[row.type]}</td>
            {/* A visitor's value may be one long word: it breaks rather than widen the table. */}
            <td className="wrap-anywhere md:py-3 md:pr-3">
              <span className="block font-medium text-slate-900">{row.name}</span>
              <span className="block break-all text-slate-600">{row.email}</span>
            </td>
            <td className="col-span-2 wrap-anywhere text-slate-800 md:py-3 md:pr-3">
              {describeLead(row.type, row.what, row.plan)}
            </td>
            <td className="wrap-anywhere text-slate-700 md:py-3 md:pr-3">
              {row.source || 'Direct'}
            </td>
            <td className="md:py-3 md:pr-3">
              <StatusBadge status={row.status} />
            </td>
            <td className="text-slate-700 md:py-3">
              <time dateTime={row.createdAt.toISOString()} title={formatTime(row.createdAt)}>
                {formatAge(row.createdAt, now)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
