import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, parseCompareSlugs } from '@/components/bots/compare-selection';

const STORAGE_KEY = 'botbazaar:compare';
const CHANGE_EVENT = 'botbazaar:compare-change';
const EMPTY: readonly string[] = [];

// The parsed list is cached per raw value: useSyncExternalStore needs a stable snapshot.
let cachedRaw: string | null = null;
let cachedSlugs: readonly string[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the URL still carries the selection.
    return null;
  }
}

function getSnapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSlugs = parseCompareSlugs(raw);
  }
  return cachedSlugs;
}

function getServerSnapshot(): readonly string[] {
  return EMPTY;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function setCompareSelection(slugs: readonly string[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, parseCompareSlugs(slugs.join(',')).join(','));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds or removes one slug; adding beyond COMPARE_MAX is refused and returns false. */
export function toggleCompareSlug(slug: string): boolean {
  const current = getSnapshot();
  if (current.includes(slug)) {
    setCompareSelection(current.filter((candidate) => candidate !== slug));
    return true;
  }
  if (current.length >= COMPARE_MAX) return false;
  setCompareSelection([...current, slug]);
  return true;
}

/** The bots chosen for comparison in this tab, kept while the visitor browses. */
export function useCompareSelection(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
