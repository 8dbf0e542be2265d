'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/** The FAQ ships its questions as HTML; Radix's accordion arrives when a visitor reaches them. */
export const FaqAccordionIsland = hydrateOnInteraction(() =>
  import('@/components/sections/faq-accordion').then((module) => module.FaqAccordion),
);
