import { Svg, checkIcon } from '@/components/ui/icon';
import type { Bot } from '@/content/bot';
import { startingPlan } from '@/content/plans';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';

export function PackageCard({
  bot,
  features,
  detailsLabel,
}: {
  bot: Bot;
  features: readonly string[];
  detailsLabel: string;
}) {
  const [first, second] = bot.badges;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:shadow-md">
      <div
        className="px-6 py-5 text-white"
        style={{
          backgroundImage: `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`,
        }}
      >
        <p className="text-sm font-medium">{bot.category}</p>
        <h3 className="mt-1 text-xl font-bold">{bot.name}</h3>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Badge variant="primary">{first}</Badge>
          <Badge variant="secondary">{second}</Badge>
        </div>
        <p className="mt-4 text-sm text-slate-600">{bot.description}</p>
        <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Svg icon={checkIcon} className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-600">
          <span className="text-sm">From </span>
          <span className="text-2xl font-bold text-slate-900">{startingPlan.price}</span>
          <span className="text-sm">{startingPlan.period}</span>
        </p>
        <ButtonLink href={`/bots/${bot.slug}`} className="mt-4 w-full">
          {detailsLabel}
          <span className="sr-only">: {bot.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
