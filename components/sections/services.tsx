import { categories } from '@/content/categories';
import { categoriesPage } from '@/content/catalogue-pages';
import { servicesSection } from '@/content/home';
import { CategoryCard } from '@/components/bots/category-card';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
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
              <CategoryCard category={category} cta={categoriesPage.explore} headingLevel={3} />
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
