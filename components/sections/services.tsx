import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { categories } from '@/content/categories';
import { servicesSection } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function Services() {
  return (
    <section
      id={servicesSection.id}
      aria-labelledby="services-title"
      className="bg-white py-12 md:py-20"
    >
      <Container>
        <SectionHeading
          id="services-title"
          title={servicesSection.title}
          intro={servicesSection.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {categories.map((category) => (
            <li key={category.path}>
              <Link
                href={category.path}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span
                  className="flex size-12 items-center justify-center rounded-xl"
                  style={{ color: category.color, backgroundColor: `${category.color}1a` }}
                >
                  <Icon name={category.icon} className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-primary-700">
                  {category.name}
                </span>
                <span className="mt-2 flex-1 text-sm text-slate-600">{category.description}</span>
                <span className="mt-4 flex items-center justify-between text-sm font-semibold">
                  <span style={{ color: category.color }}>{category.botCount}</span>
                  <ArrowRight
                    aria-hidden
                    className="size-4 text-slate-500 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href={servicesSection.customLink.href} variant="outline" size="lg">
            {servicesSection.customLink.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
