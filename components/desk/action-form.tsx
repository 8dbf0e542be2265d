'use client';

import { usePathname } from 'next/navigation';
import { useActionState, type ComponentProps } from 'react';

/** A desk action (lib/desk): it answers by redirecting back, so it keeps no state between posts. */
export type DeskAction = (state: null, formData: FormData) => Promise<never>;

/**
 * A form that posts a desk action. A bare server action would be written as `action=""`, which
 * is not valid HTML; through useActionState with this page as its permalink the form's `action`
 * is the page's own path, and without JavaScript it posts there just the same.
 */
export function ActionForm({
  action,
  ...props
}: Omit<ComponentProps<'form'>, 'action'> & { action: DeskAction }) {
  const [, formAction] = useActionState(action, null, usePathname());
  return <form {...props} action={formAction} />;
}
