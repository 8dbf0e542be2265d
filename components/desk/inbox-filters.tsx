import { LEAD_STATUSES, LEAD_TYPE_LABELS, STATUS_LABELS } from '@/content/desk';
import { bots } from '@/content/bots';
import { industries, industryBotSlug } from '@/content/industries';
import { PLAN_LABELS, PLANS } from '@/content/form-options';
import { LEAD_TYPES } from '@/content/leads';
import type { SearchParams } from '@/lib/desk/filter';

const control =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600';

type Filter = { name: string; label: string; wide?: boolean } & (
  | { type: 'search' | 'text' | 'date' }
  | { type: 'select'; any: string; options: readonly (readonly [string, string])[] }
);

/** The filters in the order they are laid out; each is a query parameter lib/desk/filter reads. */
const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Name, e-mail, phone or reference', type: 'search', wide: true },
  {
    name: 'form',
    label: 'Form',
    type: 'select',
    any: 'All forms',
    options: LEAD_TYPES.map((type) => [type, LEAD_TYPE_LABELS[type]] as const),
  },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    any: 'Any status',
    options: LEAD_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const),
  },
  {
    name: 'bot',
    label: 'Bot',
    type: 'select',
    any: 'Any bot',
    // Every bot_slug an order can have: a catalogue bot's, or an industry page's own
    // (docs/rules.md#industry-pages), which Numbers lists beside them.
    options: [
      ...bots.map((bot) => [bot.slug, bot.name] as const),
      ...industries.map((industry) => [industryBotSlug(industry.title), industry.title] as const),
    ],
  },
  {
    name: 'plan',
    label: 'Plan',
    type: 'select',
    any: 'Any plan',
    options: PLANS.map((plan) => [plan, PLAN_LABELS[plan]] as const),
  },
  { name: 'source', label: 'Source (utm_source)', type: 'text' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const value = (params: SearchParams, name: string) => {
  const raw = params[name];
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
};

/** The inbox's filters: a GET form, so a filtered view is a link and works without script. */
export function InboxFilters({ params, action }: { params: SearchParams; action: string }) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mb-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {FILTERS.map((filter) => (
        <div key={filter.name} className={filter.wide ? 'sm:col-span-2' : undefined}>
          <label htmlFor={filter.name} className="block text-sm font-medium text-slate-700">
            {filter.label}
          </label>
          {filter.type === 'select' ? (
            <select
              id={filter.name}
              name={filter.name}
              defaultValue={value(params, filter.name)}
              className={control}
            >
              <option value="">{filter.any}</option>
              {filter.options.map(([option, label]) => (
                <option key={option} value={option}>
                  {label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={filter.name}
              name={filter.name}
              type={filter.type}
              defaultValue={value(params, filter.name)}
              className={control}
            />
          )}
        </div>
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-md btn-primary">
          Filter
        </button>
        <a href={action} className="btn btn-md btn-ghost px-4">
          Clear
        </a>
      </div>
    </form>
  );
}
