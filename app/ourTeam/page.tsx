import { teamPageCopy } from '@/content/catalogue-pages';
import { FounderCard } from '@/components/bots/founder-card';
import { PageHero } from '@/components/bots/page-hero';
import { pageMetadata } from '@/lib/seo';
import { Container } from '@/components/ui/container';
import { founders, teamPage } from '@/content/team';

export const metadata = pageMetadata({
  title: teamPage.title,
  description: teamPage.metaDescription,
  path: '/ourTeam',
});

export default function OurTeamPage() {
  return (
    <>
      <PageHero eyebrow={teamPageCopy.eyebrow} title={teamPage.title} intro={teamPage.intro} />
      <Container className="pb-16 md:pb-24">
        <ul className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
          {founders.map((founder) => (
            <li key={founder.slug}>
              <FounderCard founder={founder} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
