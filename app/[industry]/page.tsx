import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { industryPageCopy } from '@/content/catalogue-pages';
import { FeatureGrid } from '@/components/bots/feature-grid';
import { DemoSection } from '@/components/demo/demo-section';
import { buttonClasses } from '@/components/ui/button';
import { demoCopy } from '@/content/demo-copy';
import { industryDemoPage } from '@/content/demo-pages';
import { IndustryHero } from '@/components/bots/industry-hero';
import { PlatformBadges } from '@/components/bots/platform-badges';
import { pageMetadata, sharePicture } from '@/lib/seo';
import { IndustryOrderCard } from '@/components/forms/industry-order-card';
import { Container } from '@/components/ui/container';
import { getIndustry, industries } from '@/content/industries';

type Props = { params: Promise<{ industry: string }> };

// Only the eight industries exist; any other one-segment path is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return industries.map((industry) => ({ industry: industry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = getIndustry((await params).industry);
  if (!industry) return {};
  return pageMetadata({
    title: industry.title,
    description: industry.metaDescription,
    path: `/${industry.slug}`,
    image: sharePicture(`/${industry.slug}`, industry.title),
  });
}

export default async function IndustryPage({ params }: Props) {
  const industry = getIndustry((await params).industry);
  const demo = industry && industryDemoPage(industry.slug);
  if (!industry || !demo) notFound();
  return (
    <>
      <IndustryHero industry={industry} />
      <Container className="grid gap-10 pb-16 md:pb-24 lg:grid-cols-12 lg:gap-12">
        <div className="space-y-12 lg:col-span-7">
          <section aria-labelledby="capabilities-title">
            <h2 id="capabilities-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
              {industryPageCopy.capabilitiesTitle}
            </h2>
            <div className="mt-6">
              <FeatureGrid
                items={industry.capabilities}
                label={industryPageCopy.capabilitiesLabel}
              />
            </div>
          </section>
          <section aria-labelledby="platforms-title">
            <h2 id="platforms-title" className="text-2xl font-bold text-slate-900 md:text-3xl">
              {industryPageCopy.platformsTitle}
            </h2>
            <p className="mt-2 text-slate-600">{industryPageCopy.platformsIntro}</p>
            <div className="mt-4">
              <PlatformBadges
                platforms={industry.platforms}
                labels={industry.platformLabels}
                label={industryPageCopy.platformsLabel}
              />
            </div>
            <p className="mt-8 rounded-xl bg-primary-50 px-4 py-3 font-medium text-primary-900">
              {industryPageCopy.pricingNote}
            </p>
          </section>
        </div>
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-24">
            <IndustryOrderCard industry={industry} />
          </div>
        </div>
      </Container>
      <div className="border-t border-slate-200 bg-surface-muted">
        <DemoSection
          page={demo}
          order={
            <a href={demo.orderHref} className={buttonClasses()}>
              {demoCopy.get(demo.botName)}
            </a>
          }
        />
      </div>
    </>
  );
}
