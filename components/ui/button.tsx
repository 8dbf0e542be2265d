import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize };

// The classes (.btn, .btn-<variant>, .btn-<size>) are in globals.css: a page repeats them on every
// button and link styled as one.
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  return `btn btn-${variant} btn-${size}`;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return (
    <button
      type={type}
      className={`${buttonClasses({ variant, size })} ${className ?? ''}`}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<'a'> & ButtonStyle) {
  return <a className={`${buttonClasses({ variant, size })} ${className ?? ''}`} {...props} />;
}
