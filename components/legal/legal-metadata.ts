import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import type { LegalDocument } from '@/content/legal';

export function legalMetadata(document: LegalDocument): Metadata {
  return pageMetadata({
    title: document.title,
    description: document.description,
    path: `/${document.slug}`,
  });
}
