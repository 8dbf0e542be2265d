'use client';

import type { DefaultValues, FieldValues, Path, RegisterOptions, Resolver } from 'react-hook-form';
import type { FormApi } from '@/components/forms/form-engine';
import { useLazyForm } from '@/components/forms/use-lazy-form';
import { useSubmission, type FormAction } from '@/components/forms/use-submission';
import type { ActionResult, FormValues } from '@/lib/action-result';

/** A select left on its placeholder: '' is no code, and the schema answers it with its 'Please select' message. */
export const UNCHOSEN = '' as never;

/**
 * What a closed order dialog keeps, so reopening it shows the same text and retry id, and the
 * time it has been open still counts (the spam guard's fill time).
 */
export type Draft = { values: FormValues; submissionId: string; startedAt: number };

function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function listOf(values: FormValues, name: string): readonly string[] {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
}

/** Errors the server found after the browser's checks passed, focusing the first one. */
function showServerErrors<T extends FieldValues>(
  form: FormApi<T, unknown> | null,
  errors: Partial<Record<string, string>>,
): void {
  let first = true;
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue;
    form?.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}

/**
 * Everything a form with fields needs, from one place: its round trip to the server action and
 * the outcome (use-submission.ts), react-hook-form once the visitor starts on it
 * (use-lazy-form.ts), and each field's props: what it starts with (a draft, or what a native
 * post sent back), its error (the server's until react-hook-form takes over), its name and
 * handlers. An answer with field errors marks them; a success empties the fields.
 */
export function useSubmissionForm<Input extends FieldValues, Output, Field extends string>({
  action,
  id,
  resolver,
  empty,
  listFields,
  draft,
  onAnswerAfterClose,
}: {
  action: FormAction<Field>;
  /** The form element's id. */
  id: string;
  /** A module-level loader of this form's resolver (components/forms/resolvers.ts). */
  resolver: () => Promise<Resolver<Input, unknown, Output>>;
  /** The fields after a success ('' shows a select's placeholder). */
  empty: DefaultValues<Input>;
  /** Checkbox groups (a stable array). */
  listFields?: readonly Path<Input>[];
  draft?: Draft;
  onAnswerAfterClose?: (result: ActionResult<Field>) => void;
}) {
  const submission = useSubmission(action, id, {
    draft,
    onAnswerAfterClose,
    onResult: (result) => {
      if (result.status === 'invalid') showServerErrors(lazyForm.form, result.errors);
      if (result.status === 'ok') lazyForm.reset(empty);
    },
  });
  const { serverErrors } = submission;
  const lazyForm = useLazyForm<Input, Output>({
    resolver,
    mode: 'onTouched',
    serverErrors,
    listFields,
  });
  const { form } = lazyForm;
  const initial = draft?.values ?? submission.echoed;

  /** Until react-hook-form arrives, the server's errors; after, its own (it took those over). */
  const errorOf = (name: Path<Input>) =>
    form
      ? form.getFieldState(name).error?.message || undefined
      : (serverErrors as Partial<Record<string, string>>)[name];

  return {
    submission,
    lazyForm,
    form,
    initial,
    errorOf,
    field: (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
      ...lazyForm.register(name, options),
      error: errorOf(name),
      defaultValue: textOf(initial, name),
    }),
    checkbox: (name: Path<Input>, value: string) => ({
      ...lazyForm.checkbox(name),
      value,
      defaultChecked: listOf(initial, name).includes(value),
    }),
  };
}
