import type { Metadata } from 'next';
import { Home } from 'lucide-react';
import { botPageCopy } from '@/content/catalogue-pages';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NotFoundHeading } from '@/components/layout/not-found-heading';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="bg-surface-tint py-20 md:py-32">
      <Container className="text-center">
        <p className="text-6xl font-extrabold text-primary-700 md:text-8xl">404</p>
        <NotFoundHeading
          className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
          pageTitle="Oops! Page not found"
          botTitle={botPageCopy.notFoundTitle}
        />
        <p className="mx-auto mt-4 max-w-md text-lg text-slate-600">
          The page you are looking for does not exist or has moved.
        </p>
        <ButtonLink href="/" size="lg" className="mt-8">
          <Home aria-hidden className="size-5" />
          Return to Home
        </ButtonLink>
      </Container>
    </section>
  );
}
