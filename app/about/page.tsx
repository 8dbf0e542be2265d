import { AboutCard } from '@/components/bots/about-card';
import { aboutPageCopy } from '@/content/catalogue-pages';
import { PageHero } from '@/components/bots/page-hero';
import { pageMetadata } from '@/lib/seo';
import { Container } from '@/components/ui/container';
import { aboutCards, aboutPage } from '@/content/about';

export const metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.metaDescription,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={aboutPageCopy.eyebrow} title={aboutPage.title} intro={aboutPage.intro} />
      <Container className="pb-16 md:pb-24">
        <ul className="grid gap-6 md:grid-cols-3">
          {aboutCards.map((card) => (
            <li key={card.title}>
              <AboutCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
