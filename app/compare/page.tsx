import { compareCopy } from '@/content/catalogue-pages';
import { CompareView } from '@/components/bots/compare-view';
import { PageHero } from '@/components/bots/page-hero';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { Container } from '@/components/ui/container';

export const metadata = pageMetadata({
  title: compareCopy.title,
  description: compareCopy.metaDescription(site.name),
  path: '/compare',
});

/**
 * Rendered for each request, with its ?bots=: a shared comparison is in the HTML as served, in
 * place (no Suspense boundary, whose content would stream after its fallback and be put in place
 * by a script), so it shows without JavaScript too, its Remove and Compare links to the next
 * address.
 */
export const dynamic = 'force-dynamic';

export default function ComparePage() {
  return (
    <>
      <PageHero title={compareCopy.title} intro={compareCopy.intro} />
      <Container className="pb-16 md:pb-24">
        <CompareView />
      </Container>
    </>
  );
}
