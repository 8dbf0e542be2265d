import { LEAD_STATUSES, LEAD_TYPE_LABELS, STATUS_LABELS } from '@/content/desk';
import { bots } from '@/content/bots';
import { PLAN_LABELS, PLANS } from '@/content/form-options';
import { LEAD_TYPES } from '@/content/leads';
import type { SearchParams } from '@/lib/desk/filter';

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600';
const labelClass = 'block text-sm font-medium text-slate-700';

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
      <div className="sm:col-span-2">
        <label htmlFor="q" className={labelClass}>
          Name, e-mail, phone or reference
        </label>
        <input id="q" name="q" type="search" defaultValue={value(params, 'q')} className={field} />
      </div>
      <div>
        <label htmlFor="form" className={labelClass}>
          Form
        </label>
        <select id="form" name="form" defaultValue={value(params, 'form')} className={field}>
          <option value="">All forms</option>
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {LEAD_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="status" className={labelClass}>
          Status
        </label>
        <select id="status" name="status" defaultValue={value(params, 'status')} className={field}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="bot" className={labelClass}>
          Bot
        </label>
        <select id="bot" name="bot" defaultValue={value(params, 'bot')} className={field}>
          <option value="">Any bot</option>
          {bots.map((bot) => (
            <option key={bot.slug} value={bot.slug}>
              {bot.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="plan" className={labelClass}>
          Plan
        </label>
        <select id="plan" name="plan" defaultValue={value(params, 'plan')} className={field}>
          <option value="">Any plan</option>
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {PLAN_LABELS[plan]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="source" className={labelClass}>
          Source (utm_source)
        </label>
        <input id="source" name="source" defaultValue={value(params, 'source')} className={field} />
      </div>
      <div>
        <label htmlFor="from" className={labelClass}>
          From
        </label>
        <input
          id="from"
          name="from"
          type="date"
          defaultValue={value(params, 'from')}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="to" className={labelClass}>
          To
        </label>
        <input id="to" name="to" type="date" defaultValue={value(params, 'to')} className={field} />
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button
          type="submit"
          className="min-h-11 rounded-xl bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          Filter
        </button>
        <a
          href={action}
          className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50"
        >
          Clear
        </a>
      </div>
    </form>
  );
}
