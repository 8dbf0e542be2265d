import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';

/** The visitor's e-mail address, asked the same way on every form that answers them. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'placeholder'>,
) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required
      {...props}
    />
  );
}
