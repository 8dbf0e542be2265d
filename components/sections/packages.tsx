import { Svg, arrowRightIcon } from '@/components/ui/icon';
import { getPackageBots } from '@/content/bots';
import { packagesSection } from '@/content/home';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { PackageCard } from '@/components/sections/package-card';
import { PackagesGrid } from '@/components/sections/packages-grid';

export function Packages() {
  const cards = getPackageBots().map(({ bot, features }) => (
    <PackageCard
      key={bot.slug}
      bot={bot}
      features={features}
      detailsLabel={packagesSection.viewDetails}
    />
  ));
  return (
    <section
      id={packagesSection.id}
      aria-labelledby="packages-title"
      className="bg-surface-tint py-12 md:py-20"
    >
      <Container>
        <SectionHeading
          id="packages-title"
          title={packagesSection.title}
          intro={packagesSection.intro}
        />
        <PackagesGrid
          cards={cards}
          initialCount={packagesSection.initialCount}
          viewAll={packagesSection.viewAll}
          viewLess={packagesSection.viewLess}
        />
        <p className="mt-6 text-center">
          <a
            href={packagesSection.catalogue.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary-700 underline-offset-4 hover:underline focus-ring"
          >
            {packagesSection.catalogue.label}
            <Svg icon={arrowRightIcon} className="size-4 shrink-0" />
          </a>
        </p>
      </Container>
    </section>
  );
}
