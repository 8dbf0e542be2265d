import { LegalArticle } from '@/components/legal/legal-article';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { cookiePolicy } from '@/content/legal';

export const metadata = legalMetadata(cookiePolicy);

export default function CookiePolicyPage() {
  return <LegalArticle document={cookiePolicy} />;
}
