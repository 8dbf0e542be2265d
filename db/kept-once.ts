/**
 * What a process makes once and shares (a database connection, the desk's auth): kept on
 * globalThis under `key`, so `next dev`'s reloads and a module the build bundles twice share one.
 * A failed one is not kept: the next call tries again.
 */
export function keptOnce<T>(key: string, make: () => Promise<T>): Promise<T> {
  const held = globalThis as unknown as Record<string, Promise<T> | undefined>;
  const kept = held[key];
  if (kept) return kept;
  const made = make();
  held[key] = made;
  made.catch(() => {
    if (held[key] === made) held[key] = undefined;
  });
  return made;
}

/** Takes what `keptOnce` keeps under `key` away (to close it): the next call makes another. */
export function takeKept<T>(key: string): Promise<T> | undefined {
  const held = globalThis as unknown as Record<string, Promise<T> | undefined>;
  const kept = held[key];
  held[key] = undefined;
  return kept;
}
