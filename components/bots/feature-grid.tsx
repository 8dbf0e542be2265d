import { Svg, circleCheckIcon } from '@/components/ui/icon';

// Two columns where the list is of middling width, with an odd last item across both, and
// three where it is wide: nine items never leave one card alone on the last row.
const columns =
  'grid gap-3 @md:grid-cols-2 @md:[&>li:last-child:nth-child(odd)]:col-span-2 @2xl:grid-cols-3 @2xl:[&>li:last-child:nth-child(odd)]:col-span-1';

/** The nine capabilities of an industry page or features of a bot, as an icon checklist. */
export function FeatureGrid({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <div className="@container">
      <ul aria-label={label} className={columns}>
        {items.map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Svg icon={circleCheckIcon} className="size-5" />
            </span>
            <span className="pt-1 text-slate-800">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
