import { CircleCheck } from 'lucide-react';

/** The nine capabilities of an industry page or features of a bot, as an icon checklist. */
export function FeatureGrid({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
            <CircleCheck aria-hidden className="size-5" />
          </span>
          <span className="pt-1 text-slate-800">{item}</span>
        </li>
      ))}
    </ul>
  );
}
