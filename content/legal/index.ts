import { cookiePolicy } from '@/content/legal/cookie-policy';
import { dataDeletion } from '@/content/legal/data-deletion';
import { dataSecurity } from '@/content/legal/data-security';
import type { LegalDocument } from '@/content/legal/legal-document';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';

export type { LegalDocument, LegalSection } from '@/content/legal/legal-document';
export { cookiePolicy, dataDeletion, dataSecurity, privacyPolicy, termsOfService };

export const legalDocuments: readonly LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
  dataSecurity,
  dataDeletion,
];
