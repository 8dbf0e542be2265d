import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageHero } from '@/components/bots/page-hero';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { searchResultsPage } from '@/content/catalogue-pages';
import { hero } from '@/content/home';
import { searchBots } from '@/content/search';
import { searchIndex } from '@/content/search-index';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

// Shared, a search names the page of every bot; search engines are told not to list it.
export const metadata: Metadata = {
  ...pageMetadata({
    title: searchResultsPage.title,
    description: searchResultsPage.metaDescription(site.name),
    path: '/bots',
  }),
  robots: { index: false, follow: true },
};

/**
 * The hero search without JavaScript: the form sends /bots?q=…, which proxy.ts answers with this
 * page, rendered on the server with the same matcher and index as the search box.
 */
export default async function SearchResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (query === '') redirect('/bots');
  const results = searchBots(searchIndex(), query);

  return (
    <>
      <PageHero title={searchResultsPage.heading(query)}>
        <form
          role="search"
          action="/bots"
          method="get"
          className="mx-auto mt-8 flex max-w-2xl gap-2 rounded-2xl border border-slate-300 bg-white p-2 text-left shadow-lg"
        >
          <label htmlFor="search-again" className="sr-only">
            {hero.searchLabel}
          </label>
          <input
            id="search-again"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={hero.searchPlaceholder}
            className="min-h-11 w-full min-w-0 bg-transparent px-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button type="submit" className={buttonClasses({ size: 'md' })}>
            {hero.searchButton}
          </button>
        </form>
      </PageHero>
      <Container className="pb-16 md:pb-24">
        {results.length === 0 ? (
          <p role="status" className="text-center text-lg font-medium text-danger">
            {hero.notFound}
          </p>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-slate-700">
              {searchResultsPage.count(results.length)}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {results.map((item) => (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-300 hover:shadow-md"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
                      <Icon name={item.icon} className="size-5" />
                    </span>
                    <span>
                      <span className="block text-lg font-semibold text-slate-900">
                        {item.name}
                      </span>
                      <span className="block text-xs font-semibold tracking-wide text-primary-700 uppercase">
                        {hero.resultKinds[item.kind]} · {item.category}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-10 text-center">
          <Link href="/bots" className={buttonClasses({ variant: 'outline' })}>
            {searchResultsPage.allBots}
          </Link>
        </p>
      </Container>
    </>
  );
}
