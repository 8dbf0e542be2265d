import { ImageResponse } from 'next/og';
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
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: 'white',
        backgroundImage: 'linear-gradient(135deg, #312e81, #4338ca 55%, #0f766e)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, opacity: 0.9 }}>
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, textTransform: 'uppercase', opacity: 0.9 }}>
          {industry?.categoryName ?? site.tagline}
        </div>
        <div style={{ display: 'flex', fontSize: 80, fontWeight: 700, marginTop: 12 }}>
          {industry?.title ?? site.name}
        </div>
        <div
          style={{ display: 'flex', fontSize: 30, marginTop: 24, maxWidth: 1000, lineHeight: 1.35 }}
        >
          {industry?.metaDescription ?? site.description}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>
        {botPageCopy.ogTagline(startingPlan.price)}
      </div>
    </div>,
    size,
  );
}
