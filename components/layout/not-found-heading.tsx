'use client';

import { useSyncExternalStore } from 'react';
import { botPageCopy } from '@/content/catalogue-pages';

const PAGE_NOT_FOUND = 'Oops! Page not found';

const noSubscription = () => () => {};

/**
 * One prerendered 404 page serves every missing path, so its static HTML says the general
 * text; under /bots/ the browser then names what is missing: the bot. The server snapshot
 * keeps hydration matching the static HTML.
 */
export function NotFoundHeading({ className }: { className?: string }) {
  const missingBot = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname.startsWith('/bots/'),
    () => false,
  );
  return <h1 className={className}>{missingBot ? botPageCopy.notFoundTitle : PAGE_NOT_FOUND}</h1>;
}
