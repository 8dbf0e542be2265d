import type { ReactNode } from 'react';

export type BadgeVariant = 'primary' | 'secondary' | 'neutral';

const variants: Record<BadgeVariant, string> = {
  primary: 'bg-primary-100 text-primary-800',
  secondary: 'bg-secondary-100 text-secondary-800',
  neutral: 'bg-slate-100 text-slate-700',
};

export function Badge({
  variant = 'primary',
  children,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${variants[variant]}`}
    >
      {children}
    </span>
  );
}
