import type { ReactNode } from 'react';

/** A titled box of the lead page, named by its heading for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Label and value pairs as a description list. `wrap` keeps what the visitor typed as typed
 * (line breaks too); otherwise long values such as addresses break anywhere.
 */
export function Pairs({
  pairs,
  wrap,
}: {
  pairs: readonly (readonly [string, string])[];
  wrap?: boolean;
}) {
  return (
    <dl className={`grid text-sm ${wrap ? 'gap-3' : 'gap-2'}`}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd
            className={`text-slate-900 ${wrap ? 'wrap-anywhere whitespace-pre-wrap' : 'break-all'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
