import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/bots/share-card';
import { industries, getIndustry } from '@/content/industries';
import { startingPlan } from '@/content/plans';
import { botPageCopy } from '@/content/catalogue-pages';
import { site } from '@/content/site';

export const alt = `An AI bot for your industry from ${site.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Only the eight industries have one, drawn at build time: any other path is the site's 404, never
// drawn on demand (a stranger could ask for any number, each drawn and kept in the build folder).
export const dynamicParams = false;

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
  if (!industry) notFound();
  return new ImageResponse(
    <ShareCard
      background="linear-gradient(135deg, #312e81, #4338ca 55%, #0f766e)"
      eyebrow={industry.categoryName}
      title={industry.title}
      titleSize={80}
      description={industry.metaDescription}
      footer={botPageCopy.ogTagline(startingPlan.price)}
    />,
    size,
  );
}
