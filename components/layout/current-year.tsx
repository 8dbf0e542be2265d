'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The page is prerendered once, so the server snapshot is the build year;
 * the browser swaps in its own clock's year, which stays right in later years.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
