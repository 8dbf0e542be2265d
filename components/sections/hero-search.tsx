'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { searchBots, type SearchItem, type SearchKind } from '@/content/search';
import { Icon, Svg, searchIcon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';

type HeroSearchProps = {
  label: string;
  placeholder: string;
  buttonLabel: string;
  notFound: string;
  /** How a result says what it is: a bot, or an industry page. */
  kinds: Record<SearchKind, string>;
};

/** The ARIA 1.2 combobox pattern: focus stays in the input, aria-activedescendant marks the option. */
/** Every bot a visitor can buy and every industry page (content/search-index.ts). */
const INDEX_URL = '/search-index.json';

export function HeroSearch({ label, placeholder, buttonLabel, notFound, kinds }: HeroSearchProps) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The index comes on the first focus or keystroke, not in the page: null until it has.
  const [items, setItems] = useState<readonly SearchItem[] | null>(null);
  const index = useRef<Promise<readonly SearchItem[] | null> | null>(null);

  const results = items ? searchBots(items, query) : [];
  const hasQuery = query.trim() !== '';
  const expanded = open && results.length > 0;
  const showNotFound = open && hasQuery && items !== null && results.length === 0;

  /** The index, fetched once; null if it could not be (asked again on the next call). */
  function load(): Promise<readonly SearchItem[] | null> {
    index.current ??= fetch(INDEX_URL)
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((loaded: SearchItem[]) => {
        setItems(loaded);
        return loaded;
      })
      .catch(() => {
        index.current = null;
        return null;
      });
    return index.current;
  }

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function go(index: number) {
    const entry = results[index] ?? results[0];
    if (!entry) return;
    setOpen(false);
    router.push(entry.path);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (items) {
      go(active);
      return;
    }
    // Sent before the index came: its first result once it has, or, if it cannot come, the
    // server's search, as without JavaScript.
    const form = event.currentTarget;
    void load().then((loaded) => {
      if (!loaded) {
        form.submit();
        return;
      }
      const first = searchBots(loaded, query)[0];
      if (!first) return;
      setOpen(false);
      router.push(first.path);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hasQuery || results.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded || current < 0) return step === 1 ? 0 : results.length - 1;
        return (current + step + results.length) % results.length;
      });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && hasQuery) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  return (
    // Without JavaScript the form asks the server: /bots?q= lists what the query finds.
    <form role="search" action="/bots" method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <div className="flex gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-lg focus-within:border-primary-600 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600">
          <Svg icon={searchIcon} className="ml-2 size-5 shrink-0 self-center text-slate-500" />
          <input
            id={inputId}
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
              load();
            }}
            onFocus={() => {
              setOpen(true);
              load();
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="min-h-11 w-full min-w-0 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button type="submit" className={buttonClasses({ size: 'md' })}>
            {buttonLabel}
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          // Keeps focus in the input while a result is clicked, so the list stays until navigation.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full mt-2 max-h-64 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          {results.map((entry, index) => (
            <li key={entry.path} role="none">
              <a
                id={optionId(index)}
                href={entry.path}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onClick={() => setOpen(false)}
                className={`flex items-start gap-3 rounded-xl px-3 py-2.5 hover:bg-primary-50 ${
                  index === active ? 'bg-primary-50 ring-2 ring-primary-600' : ''
                }`}
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-700">
                  <Icon name={entry.icon} className="size-4" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{entry.name}</span>
                  <span className="block text-xs font-semibold tracking-wide text-primary-700 uppercase">
                    {kinds[entry.kind]} · {entry.category}
                  </span>
                  <span className="block text-sm text-slate-600">{entry.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div
          role="status"
          className={showNotFound ? 'absolute inset-x-0 top-full mt-2' : 'sr-only'}
        >
          {showNotFound ? (
            <p className="rounded-2xl border border-red-200 bg-white px-4 py-3 font-medium text-danger shadow-xl">
              {notFound}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
