import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { FormValues } from '@/lib/action-result';

/**
 * react-hook-form's fields bound to the field primitives (field.tsx, checkbox-group.tsx): each
 * field's id (the form's `prefix`, then its name in kebab case), label, registration, the value
 * it starts with (from `initial`) and its error.
 */
export function bindFields<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  prefix: string,
  initial: FormValues,
) {
  const errorOf = (name: Path<Input>) => form.getFieldState(name, form.formState).error?.message;
  return {
    errorOf,
    field: (name: Path<Input>, label: string, options?: RegisterOptions<Input, Path<Input>>) => ({
      id: `${prefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      label,
      ...form.register(name, options),
      error: errorOf(name),
      defaultValue: typeof initial[name] === 'string' ? initial[name] : '',
    }),
    /** A box of a checkbox group: toggling it checks the list again at once. */
    checkbox: (name: Path<Input>, value: string) => ({
      ...form.register(name, { onChange: () => void form.trigger(name) }),
      value,
      defaultChecked: [initial[name] ?? []].flat().includes(value),
    }),
  };
}
