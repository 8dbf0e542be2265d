'use client';

import { memo, useEffect } from 'react';
import {
  useForm,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

export { createFormControl } from 'react-hook-form';

/** react-hook-form's form methods (its form state is read through getFieldState). */
export type FormApi<Input extends FieldValues, Output> = Omit<
  UseFormReturn<Input, unknown, Output>,
  'formState'
>;

export type FormEngineProps<Input extends FieldValues, Output> = {
  /** Made with createFormControl when the engine loaded; the form component registers with it. */
  form: FormApi<Input, Output>;
  resolver: Resolver<Input, unknown, Output>;
  mode: Mode;
  /** Called after every render: each is a change the fields must show. */
  onRender: () => void;
  /** Called once the fields are registered (and again after each render). */
  onReady: () => void;
};

/**
 * react-hook-form's subscription for a form that is already on the page (see use-lazy-form.ts).
 * It renders nothing and comes after the fields, so when it mounts they have registered, and
 * react-hook-form reads what was typed or ticked before it arrived (it is not 'ready' until this
 * mounts); the inputs, what they hold and the focus stay as they are.
 */
function Engine<Input extends FieldValues, Output>({
  form,
  resolver,
  mode,
  onRender,
  onReady,
}: FormEngineProps<Input, Output>) {
  const { formState } = useForm<Input, unknown, Output>({ formControl: form, resolver, mode });
  // Re-render (and so tell the form) when the errors change, whoever reads them.
  void formState.errors;
  useEffect(() => {
    onRender();
    onReady();
  });
  return null;
}

export const FormEngine = memo(Engine) as typeof Engine;
