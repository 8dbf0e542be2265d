import { LegalArticle } from '@/components/legal/legal-article';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { privacyPolicy } from '@/content/legal';

export const metadata = legalMetadata(privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalArticle document={privacyPolicy} />;
}
