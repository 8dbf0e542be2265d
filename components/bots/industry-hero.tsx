import { Breadcrumbs } from '@/components/bots/breadcrumbs';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { categories } from '@/content/categories';
import type { Industry } from '@/content/industries';
import { categoriesPage } from '@/content/catalogue-pages';

export function IndustryHero({ industry }: { industry: Industry }) {
  const category = categories.find((candidate) => candidate.name === industry.categoryName);
  const color = category?.color ?? '#4338ca';
  return (
    <section className="bg-gradient-to-b from-primary-50 via-surface-tint to-white">
      <Container className="py-10 md:py-16">
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: '/' },
            { name: categoriesPage.title, path: '/categories' },
            { name: industry.title, path: `/${industry.slug}` },
          ]}
        />
        <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl text-white shadow-sm"
            style={{ backgroundColor: color }}
          >
            <Icon name={industry.icon} className="size-7" />
          </span>
          <div>
            <p className="text-sm font-semibold tracking-wide uppercase" style={{ color }}>
              {industry.categoryName}
            </p>
            <h1 className="mt-1 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
              {industry.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
              {industry.description}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
