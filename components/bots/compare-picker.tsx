import { Svg, mousePointerClickIcon } from '@/components/ui/icon';
import { BotCardGrid } from '@/components/bots/bot-card';
import { compareCopy } from '@/content/catalogue-pages';
import { COMPARE_LIMIT_NOTE_ID, CompareLimitNote } from '@/components/bots/compare-limit-note';
import { COMPARE_MAX, compareHref } from '@/components/bots/compare-selection';
import { compareIcons } from '@/components/bots/compare-icons';
import { CompareToggleButton } from '@/components/bots/compare-toggle';
import { bots } from '@/content/bots';

/**
 * How to pick bots, then every bot to add. Without onToggle (the static HTML before the
 * query string is read) the cards still link to each bot page.
 */
export function ComparePicker({
  selection,
  onToggle,
  showIntro,
}: {
  selection: readonly string[];
  onToggle?: (slug: string) => void;
  showIntro: boolean;
}) {
  const full = selection.length >= COMPARE_MAX;
  return (
    <div className="space-y-8">
      {showIntro ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:flex-row sm:items-start">
          <Svg icon={mousePointerClickIcon} className="size-8 shrink-0 text-primary-700" />
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{compareCopy.pickTitle}</h2>
            <p className="mt-2 text-slate-700">{compareCopy.pickIntro}</p>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="all-bots-title">
        <h2 id="all-bots-title" className="text-2xl font-bold text-slate-900">
          {compareCopy.allBotsTitle}
        </h2>
        {full && onToggle ? <CompareLimitNote /> : null}
        <BotCardGrid
          className="mt-6"
          bots={bots}
          detailsLabel={compareCopy.viewDetails}
          action={(bot) =>
            onToggle ? (
              <CompareToggleButton
                selected={selection.includes(bot.slug)}
                full={full}
                onToggle={() => onToggle(bot.slug)}
                name={bot.name}
                sharedNoteId={COMPARE_LIMIT_NOTE_ID}
                icons={compareIcons}
                href={compareHref(
                  selection.includes(bot.slug)
                    ? selection.filter((slug) => slug !== bot.slug)
                    : [...selection, bot.slug],
                )}
              />
            ) : null
          }
        />
      </section>
    </div>
  );
}
