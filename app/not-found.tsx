import { botPageCopy, notFoundPage } from '@/content/catalogue-pages';
import { NotFoundHeading } from '@/components/layout/not-found-heading';
import {
  NOT_FOUND_HEADING,
  NotFoundSection,
  notFoundMetadata,
} from '@/components/layout/not-found-section';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <NotFoundSection
      heading={
        <NotFoundHeading
          className={NOT_FOUND_HEADING}
          pageTitle={notFoundPage.title}
          botTitle={botPageCopy.notFoundTitle}
        />
      }
    />
  );
}
