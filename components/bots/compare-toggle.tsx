'use client';

import { useId, type ReactNode } from 'react';
import type { CompareIcons } from '@/components/bots/compare-icons';
import { compareControlsCopy } from '@/content/compare-controls';
import { COMPARE_MAX, compareHref } from '@/components/bots/compare-selection';
import { toggleCompareSlug, useCompareSelection } from '@/components/bots/compare-store';
import { useHydrated } from '@/components/ui/use-hydrated';

const tones = {
  light: {
    off: 'border-slate-300 bg-white text-slate-700 hover:border-primary-600 hover:text-primary-700',
    on: 'border-primary-700 bg-primary-50 text-primary-800',
    note: 'text-slate-600',
    ring: 'focus-ring',
  },
  // On a bot's gradient: a fill that darkens it, and a white ring (bot-hero.tsx says why).
  dark: {
    off: 'border-white/80 bg-black/10 text-white hover:bg-black/20',
    on: 'border-white bg-white text-primary-800',
    note: 'text-white',
    ring: 'focus-ring-white',
  },
} as const;

export type CompareTone = keyof typeof tones;

/**
 * The 'Compare' toggle itself. When three bots are already chosen it refuses, and says why,
 * instead of silently dropping one.
 */
export function CompareToggleButton({
  selected,
  full,
  onToggle,
  name,
  tone = 'light',
  sharedNoteId,
  icons,
  href,
}: {
  selected: boolean;
  full: boolean;
  onToggle: () => void;
  name?: string;
  tone?: CompareTone;
  /** A list of toggles shows the limit once, above it, instead of under every card. */
  sharedNoteId?: string;
  icons: Pick<CompareIcons, 'on' | 'off'>;
  /**
   * Where the toggle links until the page runs its script, and without JavaScript: the
   * comparison's address with this bot added or taken out.
   */
  href: string;
}) {
  const ownNoteId = useId();
  const hydrated = useHydrated();
  const noteId = sharedNoteId ?? ownNoteId;
  const refused = full && !selected;
  const style = tones[tone];
  const look = `inline-flex min-h-9 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors duration-200 ${style.ring} ${selected ? style.on : style.off}`;
  const label = (
    <>
      {selected ? icons.on : icons.off}
      {compareControlsCopy.toggleAdd}
      {name ? <span className="sr-only"> {name}</span> : null}
    </>
  );
  if (!hydrated) {
    // Refused, there is nothing to link to: the limit is said above the list.
    return refused ? null : (
      <a href={href} className={look}>
        {label}
        {selected ? <span className="sr-only"> {compareControlsCopy.chosen}</span> : null}
      </a>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={selected}
        aria-disabled={refused || undefined}
        aria-describedby={refused ? noteId : undefined}
        onClick={() => {
          if (!refused) onToggle();
        }}
        className={`${look} aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
      >
        {label}
      </button>
      {refused && !sharedNoteId ? (
        <p id={noteId} className={`max-w-64 text-xs ${style.note}`}>
          {compareControlsCopy.limitReached}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Adds a bot to the comparison kept in this tab; CompareBar links to the chosen set. Until the
 * page runs its script (or without JavaScript), a link to a comparison that starts with this bot:
 * a prerendered page does not know the tab's choice, and the comparison page adds the others.
 */
export function CompareToggle({
  slug,
  name,
  tone,
  icons,
  sharedNoteId,
}: {
  slug: string;
  name?: string;
  tone?: CompareTone;
  icons: Pick<CompareIcons, 'on' | 'off'>;
  /** The id of a CompareWhenFull note above a list of toggles (see CompareToggleButton). */
  sharedNoteId?: string;
}) {
  const selection = useCompareSelection();
  return (
    <CompareToggleButton
      selected={selection.includes(slug)}
      full={selection.length >= COMPARE_MAX}
      onToggle={() => toggleCompareSlug(slug)}
      name={name}
      tone={tone}
      icons={icons}
      sharedNoteId={sharedNoteId}
      href={compareHref([slug])}
    />
  );
}

/** Shows its children (a CompareLimitNote) while this tab's comparison is full. */
export function CompareWhenFull({ children }: { children: ReactNode }) {
  return useCompareSelection().length >= COMPARE_MAX ? children : null;
}
