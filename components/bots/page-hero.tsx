import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The opening band of an inner page: a soft tinted background, the h1 and one intro line. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-surface-tint to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 left-1/2 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-primary-200/40 blur-3xl"
      />
      <Container className="relative py-12 text-center md:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{intro}</p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
