import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/bots/share-card';
import { industries, getIndustry } from '@/content/industries';
import { startingPlan } from '@/content/plans';
import { botPageCopy } from '@/content/catalogue-pages';
import { site } from '@/content/site';

export const alt = `An AI bot for your industry from ${site.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return industries.map((industry) => ({ industry: industry.slug }));
}

// Drawn at build time with the font bundled in next/og, so no font is fetched from a remote host.
export default async function IndustryOpenGraphImage({
  params,
}: {
  params: Promise<{ industry: string }>;
}) {
  const industry = getIndustry((await params).industry);
  return new ImageResponse(
    <ShareCard
      background="linear-gradient(135deg, #312e81, #4338ca 55%, #0f766e)"
      eyebrow={industry?.categoryName ?? site.tagline}
      title={industry?.title ?? site.name}
      titleSize={80}
      description={industry?.metaDescription ?? site.description}
      footer={botPageCopy.ogTagline(startingPlan.price)}
    />,
    size,
  );
}
