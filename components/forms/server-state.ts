'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ActionResult, FormValues } from '@/lib/action-result';
import { useHydrated } from '@/components/forms/use-hydrated';

/** What the visitor typed, as a no-JavaScript post echoed it back (empty otherwise). */
export function echoedValues(state: ActionResult<string>): FormValues {
  return state.status === 'invalid' || state.status === 'failed' ? state.values : {};
}

export function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export function listOf(values: FormValues, name: string): string[] {
  const value = values[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * Where a native post lands: this page, scrolled to the form, so the outcome shown there is
 * the first thing the visitor sees. Also keys the returned state to this one form.
 */
export function usePermalink(anchor: string): string {
  return `${usePathname()}#${anchor}`;
}

/**
 * The message to show under each field. Until hydration that is what a no-JavaScript post came
 * back with (so the server-rendered page shows it); after, react-hook-form owns every error,
 * so typing a fix clears it.
 */
export function useFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  serverState: ActionResult<string>,
): (name: Path<T>) => string | undefined {
  const handedOver = useHydrated();
  const serverErrors: Partial<Record<string, string>> =
    serverState.status === 'invalid' ? serverState.errors : {};
  const { setError } = form;

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors)) {
      if (message) setError(name as Path<T>, { type: 'server', message });
    }
    // Only the state the page was rendered with is handed over, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errors = form.formState.errors;
  return (name) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    return handedOver ? undefined : serverErrors[name];
  };
}

/** Errors the server found after the browser's checks passed, focusing the first one. */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Partial<Record<string, string>>,
): void {
  let first = true;
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
