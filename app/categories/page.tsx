import { categoriesPage } from '@/content/catalogue-pages';
import { CategoryCard } from '@/components/bots/category-card';
import { PageHero } from '@/components/bots/page-hero';
import { pageMetadata } from '@/lib/seo';
import { Container } from '@/components/ui/container';
import { categories } from '@/content/categories';

export const metadata = pageMetadata({
  title: categoriesPage.heading,
  description: categoriesPage.metaDescription,
  path: '/categories',
});

export default function CategoriesPage() {
  return (
    <>
      <PageHero title={categoriesPage.heading} intro={categoriesPage.intro} />
      <Container className="pb-16 md:pb-24">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.path}>
              <CategoryCard category={category} cta={categoriesPage.explore} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
