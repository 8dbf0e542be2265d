import { LegalArticle } from '@/components/legal/legal-article';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { termsOfService } from '@/content/legal';

export const metadata = legalMetadata(termsOfService);

export default function TermsOfServicePage() {
  return <LegalArticle document={termsOfService} />;
}
