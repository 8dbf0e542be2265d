'use client';

import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * One prerendered 404 page serves every missing path, so its static HTML says the general
 * text; under /bots/ the browser then names what is missing: the bot (a missing bot's own
 * address is answered with app/bots/missing-bot, which says so in its HTML too). The server
 * snapshot keeps hydration matching the static HTML. The missing path is logged, so a broken
 * link can be traced from the browser console.
 */
export function NotFoundHeading({
  className,
  pageTitle,
  botTitle,
}: {
  className?: string;
  pageTitle: string;
  /** The heading under /bots/. */
  botTitle: string;
}) {
  const missingBot = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname.startsWith('/bots/'),
    () => false,
  );
  useEffect(() => {
    console.error(
      `404 Error: User attempted to access non-existent route: ${window.location.pathname}`,
    );
  }, []);
  return <h1 className={className}>{missingBot ? botTitle : pageTitle}</h1>;
}
