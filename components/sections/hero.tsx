import { Svg, arrowDownIcon, layoutGridIcon } from '@/components/ui/icon';
import { hero } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeroSearch } from '@/components/sections/hero-search';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate bg-[radial-gradient(ellipse_at_top_left,var(--color-primary-100),transparent_55%),radial-gradient(ellipse_at_bottom_right,var(--color-secondary-100),transparent_50%)] bg-surface-tint py-16 md:py-28"
    >
      <Container className="text-center">
        <h1
          id="hero-title"
          className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 md:text-xl">
          {hero.supportLine}
        </p>
        <div className="relative z-20 mx-auto mt-8 max-w-2xl text-left">
          <HeroSearch
            label={hero.searchLabel}
            placeholder={hero.searchPlaceholder}
            buttonLabel={hero.searchButton}
            notFound={hero.notFound}
            kinds={hero.resultKinds}
          />
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={hero.categoriesButton.href} variant="outline" size="lg">
            <Svg icon={layoutGridIcon} className="size-5" />
            {hero.categoriesButton.label}
          </ButtonLink>
          <ButtonLink href={hero.exploreButton.href} size="lg">
            {hero.exploreButton.label}
            <Svg icon={arrowDownIcon} className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
