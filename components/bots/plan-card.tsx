import { Svg, checkIcon } from '@/components/ui/icon';
import { botPageCopy } from '@/content/catalogue-pages';
import { OrderDialog } from '@/components/forms/order-dialog';
import { orderButtonOf } from '@/content/order-target';
import { buttonClasses } from '@/components/ui/button';
import type { Bot } from '@/content/bot';
import type { Plan } from '@/content/plans';

/** One pricing card; the best-value plan is raised and carries the ribbon. */
export function PlanCard({ bot, plan }: { bot: Bot; plan: Plan }) {
  const headingId = `plan-${plan.code}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition-shadow duration-200 hover:shadow-md md:p-8 ${
        plan.bestValue
          ? 'border-primary-600 shadow-lg ring-1 ring-primary-600 lg:-translate-y-4'
          : 'border-slate-200'
      }`}
    >
      {plan.bestValue ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary-700 px-4 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm">
          {botPageCopy.bestValue}
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-base text-slate-600">{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.inclusions.map((inclusion) => (
          <li key={inclusion} className="flex items-start gap-3 text-slate-700">
            <Svg icon={checkIcon} className="mt-0.5 size-5 shrink-0 text-secondary-700" />
            <span>{inclusion}</span>
          </li>
        ))}
      </ul>
      <OrderDialog
        {...orderButtonOf(bot, plan.code)}
        className={`${buttonClasses({ variant: plan.bestValue ? 'primary' : 'outline', size: 'lg' })} mt-8 w-full`}
      >
        {botPageCopy.choose(plan.name)}
      </OrderDialog>
    </article>
  );
}
