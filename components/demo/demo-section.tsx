import type { ReactNode } from 'react';
import { demoCopy } from '@/content/demo-copy';
import type { DemoPage } from '@/content/demo-pages';
import { BusinessCard } from '@/components/demo/business-card';
import { DemoPanelIsland } from '@/components/forms/islands';
import { Container } from '@/components/ui/container';

/**
 * 'Try {bot name}': the bot at work in a sample business (docs/demo.md), on every page that
 * sells a bot. `order` is the page's own way to order it, with the bot chosen.
 */
export function DemoSection({ page, order }: { page: DemoPage; order: ReactNode }) {
  const { demo, botName } = page;
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-24 py-12 md:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id="demo-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {demoCopy.heading(botName)}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{demoCopy.intro(demo.business.name)}</p>
        </div>
        <DemoPanelIsland
          page={page.path}
          botName={botName}
          greeting={demo.greeting}
          sample={demo.sample}
          suggested={demo.suggested}
          caution={demo.caution}
          order={order}
          orderHref={page.orderHref}
          card={<BusinessCard business={demo.business} />}
        />
      </Container>
    </section>
  );
}
