import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BotHero } from '@/components/bots/bot-hero';
import { DemoSection } from '@/components/demo/demo-section';
import { OrderDialog } from '@/components/forms/order-dialog';
import { buttonClasses } from '@/components/ui/button';
import { demoCopy } from '@/content/demo-copy';
import { botDemoPage } from '@/content/demo-pages';
import { orderButtonOf } from '@/content/order-target';
import { botPageCopy } from '@/content/catalogue-pages';
import { BOT_PLATFORMS } from '@/content/form-options';
import { CompareBar } from '@/components/bots/compare-bar';
import { compareIcons } from '@/components/bots/compare-icons';
import { FeatureGrid } from '@/components/bots/feature-grid';
import { JsonLd } from '@/components/bots/json-ld';
import { PlatformBadges } from '@/components/bots/platform-badges';
import { PricingSection } from '@/components/bots/pricing-section';
import { pageMetadata, sharePicture, productJsonLd } from '@/lib/seo';
import { Container } from '@/components/ui/container';
import { bots, getBot } from '@/content/bots';

type Props = { params: Promise<{ slug: string }> };

// Only the twelve bots exist: proxy.ts answers any other slug with app/bots/missing-bot, a
// prerendered 404 that says 'Bot not found!', static bytes whose scripts the
// Content-Security-Policy knows.
export const dynamicParams = false;

export function generateStaticParams() {
  return bots.map((bot) => ({ slug: bot.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const bot = getBot((await params).slug);
  if (!bot) return {};
  return pageMetadata({
    title: `${bot.name}: ${bot.category} AI Bot`,
    description: bot.description,
    path: `/bots/${bot.slug}`,
    image: sharePicture(`/bots/${bot.slug}`, `${bot.name}, ${bot.category} AI bot`),
  });
}

export default async function BotPage({ params }: Props) {
  const bot = getBot((await params).slug);
  const demo = bot && botDemoPage(bot.slug);
  if (!bot || !demo) notFound();
  return (
    <>
      <JsonLd data={productJsonLd(bot)} />
      <BotHero bot={bot} />
      <Container className="grid gap-12 py-12 md:py-20 lg:grid-cols-3">
        <section aria-labelledby="features-title" className="lg:col-span-2">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {botPageCopy.featuresTitle}
          </h2>
          <div className="mt-6">
            <FeatureGrid items={bot.features} label={botPageCopy.featuresLabel} />
          </div>
        </section>
        {/* Beside the longer features list on a wide screen, it stays in view as that scrolls. */}
        <section aria-labelledby="platforms-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="platforms-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {botPageCopy.platformsTitle}
          </h2>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <PlatformBadges platforms={BOT_PLATFORMS} label={botPageCopy.platformsLabel} />
          </div>
        </section>
      </Container>
      <div className="bg-surface-muted">
        <DemoSection
          page={demo}
          order={
            <OrderDialog {...orderButtonOf(bot)} className={buttonClasses()}>
              {demoCopy.get(bot.name)}
            </OrderDialog>
          }
        />
      </div>
      <PricingSection bot={bot} />
      <CompareBar icons={compareIcons} />
    </>
  );
}
