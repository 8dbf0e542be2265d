import { LegalArticle } from '@/components/legal/legal-article';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { dataDeletion } from '@/content/legal';

export const metadata = legalMetadata(dataDeletion);

export default function DataDeletionPage() {
  return <LegalArticle document={dataDeletion} />;
}
