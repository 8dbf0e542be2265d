'use client';

import { usePathname } from 'next/navigation';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormApi } from '@/components/forms/use-lazy-form';
import type { ActionResult, FormValues } from '@/lib/action-result';

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

const NO_ERRORS: Partial<Record<string, string>> = {};

/** The field errors a no-JavaScript post came back with (the same object on every render). */
export function serverErrorsOf(state: ActionResult<string>): Partial<Record<string, string>> {
  return state.status === 'invalid' ? state.errors : NO_ERRORS;
}

/**
 * The message to show under each field. Until react-hook-form arrives, that is what a
 * no-JavaScript post came back with (so the server-rendered page shows it); after, it owns
 * every error (it took those over), so typing a fix clears it.
 */
export function fieldErrors<T extends FieldValues>(
  form: FormApi<T, unknown> | null,
  serverErrors: Partial<Record<string, string>>,
): (name: Path<T>) => string | undefined {
  if (!form) return (name) => serverErrors[name];
  return (name) => form.getFieldState(name).error?.message || undefined;
}

/** Errors the server found after the browser's checks passed, focusing the first one. */
export function showServerErrors<T extends FieldValues>(
  form: FormApi<T, unknown> | null,
  errors: Partial<Record<string, string>>,
): void {
  if (!form) return; // without react-hook-form the result dialog tells it
  let first = true;
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
