'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The demo's panel as an island: the page ships its HTML (the recorded sample, the suggested
 * questions, which post without JavaScript), and its code arrives when the visitor's pointer
 * or focus reaches it, as the forms' do. No page starts with more script for it.
 */
export const DemoPanelIsland = hydrateOnInteraction(() =>
  import('@/components/demo/demo-panel').then((module) => module.DemoPanel),
);
