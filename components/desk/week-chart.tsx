import { LEAD_TYPE_LABELS } from '@/content/desk';
import { LEAD_TYPES, type LeadType } from '@/content/leads';
import type { WeekCount } from '@/lib/desk/reads';

const COLORS: Record<LeadType, string> = {
  order: '#4338ca',
  custom_bot_request: '#0f766e',
  contact_message: '#b45309',
};

/** Monday of each of the last `count` weeks, oldest first, as YYYY-MM-DD (UTC). */
export function lastWeeks(count: number, now: Date): string[] {
  const day = (now.getUTCDay() + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Leads per week by form as stacked bars, drawn here as SVG: no charting script. A table with
 * the same numbers follows it for screen readers and exact reading.
 */
export function WeekChart({ counts, weeks }: { counts: WeekCount[]; weeks: string[] }) {
  const byWeek = weeks.map((week) =>
    LEAD_TYPES.map(
      (type) => counts.find((count) => count.week === week && count.type === type)?.leads ?? 0,
    ),
  );
  const max = Math.max(1, ...byWeek.map((values) => values.reduce((a, b) => a + b, 0)));
  const width = 600;
  const height = 220;
  const bottom = 24;
  const slot = width / weeks.length;
  // One string, not JSX text around a number: the name is then one text node wherever it is read.
  const name = `Leads per week by form, last ${weeks.length} weeks`;
  // The table gives the same figures as the chart, beside the figure rather than inside it: a
  // figure's caption comes first or last.
  return (
    <div>
      <figure>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={name}
          className="h-auto w-full"
        >
          <title>{name}</title>
          {byWeek.map((values, index) => {
            let y = height - bottom;
            return (
              <g key={weeks[index]}>
                {values.map((value, typeIndex) => {
                  const barHeight = (value / max) * (height - bottom - 8);
                  y -= barHeight;
                  const type = LEAD_TYPES[typeIndex] ?? 'order';
                  return (
                    <rect
                      key={type}
                      x={index * slot + slot * 0.15}
                      y={y}
                      width={slot * 0.7}
                      height={barHeight}
                      fill={COLORS[type]}
                    />
                  );
                })}
                <text
                  x={index * slot + slot / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {weeks[index]?.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {LEAD_TYPES.map((type) => (
            <span key={type} className="inline-flex items-center gap-2">
              <span
                aria-hidden
                className="inline-block size-3 rounded-sm"
                style={{ background: COLORS[type] }}
              />
              {LEAD_TYPE_LABELS[type]}
            </span>
          ))}
        </figcaption>
      </figure>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Leads per week by form</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Week of
            </th>
            {LEAD_TYPES.map((type) => (
              <th key={type} scope="col" className="py-1 pr-3 font-semibold">
                {LEAD_TYPE_LABELS[type]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {byWeek.map((values, index) => (
            <tr key={weeks[index]} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {weeks[index]}
              </th>
              {values.map((value, typeIndex) => (
                <td key={LEAD_TYPES[typeIndex]} className="py-1 pr-3">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
