import { Svg, checkIcon, xIcon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { compareCopy } from '@/content/catalogue-pages';
import { buttonClasses } from '@/components/ui/button';
import type { Bot } from '@/content/bot';
import { BOT_PLATFORMS } from '@/content/form-options';
import { plans } from '@/content/plans';
import { PlatformBadges } from '@/components/bots/platform-badges';
import { OrderDialog } from '@/components/forms/order-dialog';
import { orderButtonOf } from '@/content/order-target';
import { compareHref } from '@/components/bots/compare-selection';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * One attribute across the chosen bots. On phones the label column gives its width to the
 * bots (so two fit side by side) and each cell repeats the label above its value instead.
 */
function Row({
  label,
  bots,
  render,
}: {
  label: string;
  bots: readonly Bot[];
  render: (bot: Bot) => ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th
        scope="row"
        className="w-0 bg-slate-50 p-0 text-left text-sm font-semibold text-slate-700 sm:sticky sm:left-0 sm:z-10 sm:w-40 sm:p-4"
      >
        <span className="sr-only sm:not-sr-only">{label}</span>
      </th>
      {bots.map((bot) => (
        <td key={bot.slug} className="p-3 sm:p-4">
          <span aria-hidden className="mb-1 block text-xs font-semibold text-slate-600 sm:hidden">
            {label}
          </span>
          {render(bot)}
        </td>
      ))}
    </tr>
  );
}

/** What a column's Remove is, as a button or, before the script runs, a link. */
const remove = (bot: Bot) => ({
  'aria-label': compareCopy.remove(bot.name),
  className:
    'inline-flex size-8 shrink-0 items-center justify-center self-end rounded-lg bg-white/15 text-white hover:bg-white/30 focus-ring-white sm:self-auto',
  children: <Svg icon={xIcon} className="size-4" />,
});

/** Chosen bots as columns, one row per attribute, so differences line up across. */
export function CompareTable({
  bots,
  onRemove,
}: {
  bots: readonly Bot[];
  onRemove: (slug: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table
        className={`w-full table-fixed border-collapse text-left sm:min-w-[36rem] ${bots.length > 2 ? 'min-w-[30rem]' : 'min-w-[20rem]'}`}
      >
        <caption className="sr-only">
          {`${compareCopy.title}: ${bots.map((bot) => bot.name).join(', ')}`}
        </caption>
        <thead>
          <tr>
            <td className="w-0 bg-slate-50 p-0 sm:sticky sm:left-0 sm:z-10 sm:w-40" />
            {bots.map((bot) => (
              <th
                key={bot.slug}
                scope="col"
                className="p-3 align-top text-white sm:p-4"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`,
                }}
              >
                {/* On a phone, Remove above the name, which has the column's width to itself:
                    beside it, a long name (EcommerceBot) pushed it over the next bot's name.
                    A name longer than the column still breaks inside it. */}
                <div className="flex flex-col-reverse items-start gap-1 sm:flex-row sm:justify-between sm:gap-2">
                  <div className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="block text-base font-bold sm:text-lg">{bot.name}</span>
                    <span className="block text-xs font-semibold tracking-wide uppercase">
                      {bot.category}
                    </span>
                  </div>
                  {hydrated ? (
                    <button type="button" onClick={() => onRemove(bot.slug)} {...remove(bot)} />
                  ) : (
                    // Without JavaScript: the address of the comparison without this bot.
                    <a
                      href={compareHref(
                        bots.flatMap((other) => (other === bot ? [] : [other.slug])),
                      )}
                      {...remove(bot)}
                    />
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row label={compareCopy.rows.category} bots={bots} render={(bot) => bot.category} />
          <Row
            label={compareCopy.rows.platforms}
            bots={bots}
            render={(bot) => (
              <PlatformBadges platforms={BOT_PLATFORMS} label={compareCopy.platformsOf(bot.name)} />
            )}
          />
          {/* The plans are the same for every bot: stated once above the table, chosen here. */}
          <Row
            label={compareCopy.rows.plans}
            bots={bots}
            render={(bot) => (
              <ul className="flex flex-col items-start gap-1">
                {plans.map((plan) => (
                  <li key={plan.code}>
                    <OrderDialog
                      {...orderButtonOf(bot, plan.code)}
                      className="inline-flex min-h-9 items-center rounded-lg text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-ring"
                    >
                      {compareCopy.choosePlan(plan.name)}
                      <span className="sr-only">: {bot.name}</span>
                    </OrderDialog>
                  </li>
                ))}
              </ul>
            )}
          />
          <Row
            label={compareCopy.rows.features}
            bots={bots}
            render={(bot) => (
              <ul className="space-y-2 text-sm text-slate-700">
                {bot.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Svg icon={checkIcon} className="mt-0.5 size-4 shrink-0 text-secondary-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            )}
          />
          <tr className="border-t border-slate-200">
            <td className="w-0 bg-slate-50 p-0 sm:sticky sm:left-0 sm:z-10" />
            {bots.map((bot) => (
              <td key={bot.slug} className="p-3 sm:p-4">
                <OrderDialog
                  {...orderButtonOf(bot)}
                  className={`${buttonClasses({ size: 'md' })} w-full`}
                >
                  {compareCopy.choose}
                  <span className="sr-only"> {bot.name}</span>
                </OrderDialog>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
