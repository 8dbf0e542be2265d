import type { Tally } from '@/lib/desk/reads';

/** Counts by one key as labelled bars (CSS widths; no script). */
export function TallyList({
  title,
  tallies,
  label,
}: {
  title: string;
  tallies: Tally[];
  label: (key: string) => string;
}) {
  const max = Math.max(1, ...tallies.map((tally) => tally.leads));
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {tallies.length ? (
        <ul className="grid gap-2 text-sm">
          {tallies.map((tally) => (
            <li key={tally.key}>
              <span className="flex justify-between gap-3 text-slate-800">
                <span className="break-all">{label(tally.key)}</span>
                <span className="font-semibold">{tally.leads}</span>
              </span>
              <span
                aria-hidden
                className="mt-1 block h-2 rounded-full bg-primary-600"
                style={{ width: `${(tally.leads / max) * 100}%` }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No leads yet.</p>
      )}
    </section>
  );
}
