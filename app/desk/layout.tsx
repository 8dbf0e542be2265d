import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: { default: 'Desk', template: '%s | Desk' },
  robots: { index: false, follow: false },
};

export default function DeskLayout({ children }: { children: ReactNode }) {
  return <Container className="py-8 md:py-12">{children}</Container>;
}
