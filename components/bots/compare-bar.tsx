'use client';

import type { CompareIcons } from '@/components/bots/compare-icons';
import { usePathname } from 'next/navigation';
import { compareControlsCopy } from '@/content/compare-controls';
import { COMPARE_MIN, compareHref } from '@/components/bots/compare-selection';
import { setCompareSelection, useCompareSelection } from '@/components/bots/compare-store';

/** Floating shortcut to /compare while bots are chosen; hidden on the comparison itself. */
export function CompareBar({ icons }: { icons: Pick<CompareIcons, 'off' | 'clear'> }) {
  const selection = useCompareSelection();
  const pathname = usePathname();
  if (selection.length === 0 || pathname === '/compare') return null;

  return (
    <div
      role="region"
      aria-label={compareControlsCopy.regionLabel}
      className="compare-bar fixed bottom-4 left-1/2 z-40 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-lg"
    >
      <a
        href={compareHref(selection)}
        className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 focus-ring"
      >
        {icons.off}
        {compareControlsCopy.barLabel(selection.length)}
      </a>
      {selection.length < COMPARE_MIN ? (
        <span className="hidden px-2 text-xs text-slate-600 sm:inline">
          {compareControlsCopy.barHint}
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => setCompareSelection([])}
        className="inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-ring"
      >
        {icons.clear}
        <span className="sr-only">{compareControlsCopy.clear}</span>
      </button>
    </div>
  );
}
