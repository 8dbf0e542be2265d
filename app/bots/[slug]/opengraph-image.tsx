import { ImageResponse } from 'next/og';
import { botPageCopy } from '@/content/catalogue-pages';
import { bots, getBot } from '@/content/bots';
import { startingPlan } from '@/content/plans';
import { site } from '@/content/site';

export const alt = `An AI bot from ${site.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return bots.map((bot) => ({ slug: bot.slug }));
}

// Drawn at build time with the font bundled in next/og, so no font is fetched from a remote host.
export default async function BotOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const bot = getBot((await params).slug);
  const from = startingPlan.price;
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
        backgroundImage: bot
          ? `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`
          : 'linear-gradient(135deg, #4338ca, #0f766e)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, opacity: 0.9 }}>
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 30, textTransform: 'uppercase', opacity: 0.9 }}>
          {bot?.category ?? site.tagline}
        </div>
        <div style={{ display: 'flex', fontSize: 84, fontWeight: 700, marginTop: 12 }}>
          {bot?.name ?? site.name}
        </div>
        <div
          style={{ display: 'flex', fontSize: 30, marginTop: 24, maxWidth: 1000, lineHeight: 1.35 }}
        >
          {bot?.description ?? site.description}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700 }}>
        {botPageCopy.ogTagline(from)}
      </div>
    </div>,
    size,
  );
}
