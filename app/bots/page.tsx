import { Svg, gitCompareArrowsIcon, layoutGridIcon } from '@/components/ui/icon';
import { BotCardGrid } from '@/components/bots/bot-card';
import { CompareBar } from '@/components/bots/compare-bar';
import { compareIcons } from '@/components/bots/compare-icons';
import { COMPARE_LIMIT_NOTE_ID, CompareLimitNote } from '@/components/bots/compare-limit-note';
import { CompareToggle, CompareWhenFull } from '@/components/bots/compare-toggle';
import { PageHero } from '@/components/bots/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { bots } from '@/content/bots';
import { botsPage } from '@/content/catalogue-pages';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: botsPage.heading,
  description: botsPage.metaDescription(site.name),
  path: '/bots',
});

/** The catalogue: all twelve bots, each a click from its page and its comparison. */
export default function BotsPage() {
  return (
    <>
      <PageHero title={botsPage.heading} intro={botsPage.intro}>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/compare" variant="outline">
            <Svg icon={gitCompareArrowsIcon} className="size-5" />
            {botsPage.compareLink}
          </ButtonLink>
          <ButtonLink href="/categories" variant="outline">
            <Svg icon={layoutGridIcon} className="size-5" />
            {botsPage.categoriesLink}
          </ButtonLink>
        </div>
      </PageHero>
      <Container className="pb-16 md:pb-24">
        <CompareWhenFull>
          <div className="mb-6">
            <CompareLimitNote />
          </div>
        </CompareWhenFull>
        <h2 className="sr-only">{botsPage.listHeading}</h2>
        <BotCardGrid
          bots={bots}
          detailsLabel={botsPage.viewDetails}
          action={(bot) => (
            <CompareToggle
              slug={bot.slug}
              name={bot.name}
              icons={compareIcons}
              sharedNoteId={COMPARE_LIMIT_NOTE_ID}
            />
          )}
        />
      </Container>
      <CompareBar icons={compareIcons} />
    </>
  );
}
