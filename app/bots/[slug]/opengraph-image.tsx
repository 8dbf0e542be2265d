import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/bots/share-card';
import { botPageCopy } from '@/content/catalogue-pages';
import { bots, getBot } from '@/content/bots';
import { startingPlan } from '@/content/plans';
import { site } from '@/content/site';

export const alt = `An AI bot from ${site.name}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Only the twelve bots have one, drawn at build time: any other path is the site's 404, never
// drawn on demand (a stranger could ask for any number, each drawn and kept in the build folder).
export const dynamicParams = false;

export function generateStaticParams() {
  return bots.map((bot) => ({ slug: bot.slug }));
}

// Drawn at build time with the font bundled in next/og, so no font is fetched from a remote host.
export default async function BotOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const bot = getBot((await params).slug);
  if (!bot) notFound();
  const from = startingPlan.price;
  return new ImageResponse(
    <ShareCard
      background={`linear-gradient(135deg, ${bot.gradient.from}, ${bot.gradient.to})`}
      eyebrow={bot.category}
      title={bot.name}
      titleSize={84}
      description={bot.description}
      footer={botPageCopy.ogTagline(from)}
    />,
    size,
  );
}
