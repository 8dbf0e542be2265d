import { notFoundPage } from '@/content/catalogue-pages';
import { NotFoundSection, notFoundMetadata } from '@/components/layout/not-found-section';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundSection title={notFoundPage.title} />;
}
