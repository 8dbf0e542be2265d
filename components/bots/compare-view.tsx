'use client';

import { Link2 } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef } from 'react';
import { compareCopy } from '@/content/catalogue-pages';
import { ComparePicker } from '@/components/bots/compare-picker';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  compareHref,
  parseCompareSlugs,
} from '@/components/bots/compare-selection';
import { setCompareSelection, useCompareSelection } from '@/components/bots/compare-store';
import { CompareTable } from '@/components/bots/compare-table';
import { getBot } from '@/content/bots';
import { plans } from '@/content/plans';

/**
 * The query string (?bots=a,b) is the selection, so a copied address shows the same
 * comparison; the tab's stored choice only fills in when the address names no bots.
 */
export function CompareView() {
  const router = useRouter();
  const raw = useSearchParams().get('bots');
  const stored = useCompareSelection();
  const fromUrl = useMemo(() => parseCompareSlugs(raw), [raw]);
  const selection = raw === null ? stored : fromUrl;

  // Runs only when the address changes, so a click's own update is never undone meanwhile.
  useEffect(() => {
    if (raw !== null) setCompareSelection(fromUrl);
  }, [raw, fromUrl]);

  useEffect(() => {
    if (raw === null && stored.length > 0) router.replace(compareHref(stored), { scroll: false });
  }, [raw, stored, router]);

  function select(next: readonly string[]) {
    setCompareSelection(next);
    router.replace(compareHref(next), { scroll: false });
  }

  // A bot added from the list below the table shows in the table, which may be out of sight
  // above (on a phone, a screen or more): the table is brought into view once it shows the bot,
  // or nothing seemed to happen. The address is the selection, and it changes a moment after
  // the click: the table may not be there yet when the click is handled. Only when it is not in
  // view already, and never for a removal.
  const table = useRef<HTMLDivElement>(null);
  const added = useRef<string | null>(null);
  const shown = selection.join();
  useEffect(() => {
    const node = table.current;
    if (!added.current || !node || !selection.includes(added.current)) return;
    added.current = null;
    if (node.getBoundingClientRect().top >= 0) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is the selection, by value
  }, [shown]);

  function toggle(slug: string) {
    if (selection.includes(slug)) select(selection.filter((candidate) => candidate !== slug));
    else if (selection.length < COMPARE_MAX) {
      added.current = slug;
      select([...selection, slug]);
    }
  }

  const chosen = selection.flatMap((slug) => {
    const bot = getBot(slug);
    return bot ? [bot] : [];
  });

  if (chosen.length < COMPARE_MIN) {
    return <ComparePicker selection={selection} onToggle={toggle} showIntro />;
  }
  return (
    <div className="space-y-12">
      <div ref={table} className="scroll-mt-24">
        {chosen.length > COMPARE_MIN ? (
          <p className="mb-3 text-sm text-slate-600 sm:hidden">{compareCopy.scrollHint}</p>
        ) : null}
        <p className="mb-4 text-base font-medium text-slate-800">
          {compareCopy.sharedPlans(
            plans.map((plan) => `${plan.name} ${plan.price}${plan.period}`).join(', '),
          )}
        </p>
        <CompareTable bots={chosen} onRemove={toggle} />
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Link2 aria-hidden className="size-4" />
          {compareCopy.shareHint}
        </p>
      </div>
      <ComparePicker selection={selection} onToggle={toggle} showIntro={false} />
    </div>
  );
}
