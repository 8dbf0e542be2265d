import type { Metadata } from 'next';
import { Svg, botIcon, homeIcon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NotFoundHeading } from '@/components/layout/not-found-heading';
import { botPageCopy, notFoundPage } from '@/content/catalogue-pages';
import { site } from '@/content/site';
import { OG_LOCALE, siteImage } from '@/lib/seo';

/**
 * The 404 page: the same for a missing page and a missing bot but for `title`, the heading its
 * HTML says (NotFoundHeading names the bot in the browser under /bots/).
 */
export function NotFoundSection({ title }: { title: string }) {
  return (
    <section className="bg-surface-tint py-20 md:py-32">
      <Container className="text-center">
        <p className="text-6xl font-extrabold text-primary-700 md:text-8xl">404</p>
        <NotFoundHeading
          className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
          pageTitle={title}
          botTitle={botPageCopy.notFoundTitle}
        />
        <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">{notFoundPage.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            <Svg icon={homeIcon} className="size-5" />
            {notFoundPage.home}
          </ButtonLink>
          <ButtonLink href="/bots" size="lg" variant="outline">
            <Svg icon={botIcon} className="size-5" />
            {notFoundPage.allBots}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

export const notFoundMetadata: Metadata = {
  title: notFoundPage.metaTitle,
  robots: { index: false },
  // A missing address has no page to point to: a share of it names the home page it leads to.
  openGraph: {
    title: `${notFoundPage.metaTitle} | ${site.name}`,
    url: '/',
    siteName: site.name,
    type: 'website',
    locale: OG_LOCALE,
    images: [siteImage],
  },
};
