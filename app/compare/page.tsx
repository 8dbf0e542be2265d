import { Suspense } from 'react';
import { compareCopy } from '@/content/catalogue-pages';
import { ComparePicker } from '@/components/bots/compare-picker';
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

// The page is static; only its client leaf reads ?bots=, so the fallback is the plain picker.
export default function ComparePage() {
  return (
    <>
      <PageHero title={compareCopy.title} intro={compareCopy.intro} />
      <Container className="pb-16 md:pb-24">
        <Suspense fallback={<ComparePicker selection={[]} showIntro />}>
          <CompareView />
        </Suspense>
      </Container>
    </>
  );
}
