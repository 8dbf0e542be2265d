import { LegalArticle } from '@/components/legal/legal-article';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { dataSecurity } from '@/content/legal';

export const metadata = legalMetadata(dataSecurity);

export default function DataSecurityPage() {
  return <LegalArticle document={dataSecurity} />;
}
