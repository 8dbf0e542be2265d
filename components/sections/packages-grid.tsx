'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type PackagesGridProps = {
  cards: readonly ReactNode[];
  initialCount: number;
  viewAll: string;
  viewLess: string;
};

/**
 * Every card is in the HTML; the extra ones are hidden only when scripts run
 * (Tailwind's noscript: variant is the `scripting: none` media query), so without
 * JavaScript all of them stay reachable and the toggle is not shown.
 */
export function PackagesGrid({ cards, initialCount, viewAll, viewLess }: PackagesGridProps) {
  const [expanded, setExpanded] = useState(false);

  function toggle() {
    if (expanded) {
      setExpanded(false);
      document.getElementById('bots')?.scrollIntoView({ block: 'start' });
    } else {
      setExpanded(true);
    }
  }

  return (
    <>
      <ul id="bots" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li
            key={index}
            className={!expanded && index >= initialCount ? 'hidden noscript:block' : undefined}
          >
            {card}
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center noscript:hidden">
        <Button
          variant="outline"
          size="lg"
          aria-expanded={expanded}
          aria-controls="bots"
          onClick={toggle}
        >
          {expanded ? viewLess : viewAll}
        </Button>
      </div>
    </>
  );
}
