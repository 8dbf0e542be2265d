import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/bots/share-card';
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
    <ShareCard
      background={
        bot
          ? `linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`
          : 'linear-gradient(135deg, #4338ca, #0f766e)'
      }
      eyebrow={bot?.category ?? site.tagline}
      title={bot?.name ?? site.name}
      titleSize={84}
      description={bot?.description ?? site.description}
      footer={botPageCopy.ogTagline(from)}
    />,
    size,
  );
}
