import type { ReactNode } from 'react';
import type { Bot } from '@/content/bot';
import { startingPlan } from '@/content/plans';

/** A compact catalogue card: the bot's gradient header, its pitch, its price and a slot for an action. */
function BotCard({
  bot,
  detailsLabel,
  action,
}: {
  bot: Bot;
  detailsLabel: string;
  action?: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-200 hover:shadow-md">
      <div
        className="px-5 py-4 text-white"
        style={{
          backgroundImage: `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`,
        }}
      >
        <p className="text-xs font-semibold tracking-wide uppercase">{bot.category}</p>
        <h3 className="mt-1 text-lg font-bold">{bot.name}</h3>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex-1">
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{bot.description}</p>
        </div>
        <p className="mt-4 text-slate-600">
          <span className="text-sm">From </span>
          <span className="text-xl font-bold text-slate-900">{startingPlan.price}</span>
          <span className="text-sm">{startingPlan.period}</span>
        </p>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <a
            href={`/bots/${bot.slug}`}
            className="inline-flex min-h-9 items-center rounded-lg text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-ring"
          >
            {detailsLabel}
            <span className="sr-only">: {bot.name}</span>
          </a>
          {action}
        </div>
      </div>
    </article>
  );
}

/** Bots as cards, one to three a row; `action` gives each card its control. */
export function BotCardGrid({
  bots,
  detailsLabel,
  action,
  className,
}: {
  bots: readonly Bot[];
  detailsLabel: string;
  action: (bot: Bot) => ReactNode;
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className ?? ''}`}>
      {bots.map((bot) => (
        <li key={bot.slug}>
          <BotCard bot={bot} detailsLabel={detailsLabel} action={action(bot)} />
        </li>
      ))}
    </ul>
  );
}
