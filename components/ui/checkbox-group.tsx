import type { ComponentProps } from 'react';
import { FieldError, describedBy, errorId, type SelectOption } from '@/components/ui/field';

/** A group of checkboxes under one legend; `boxProps` lets a form library own each input. */
export function CheckboxGroup({
  id,
  legend,
  error,
  options,
  boxProps,
  className,
}: {
  id: string;
  legend: string;
  error?: string;
  options: readonly SelectOption[];
  /** A box's props (name, handlers, checked state) for its option's value. */
  boxProps: (value: string) => ComponentProps<'input'>;
  className?: string;
}) {
  return (
    <fieldset className={className} {...describedBy(id, error)}>
      <legend className="mb-2 block text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="grid gap-2 @md:grid-cols-2">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm text-slate-800 transition-colors duration-150 hover:border-primary-300 hover:bg-primary-50 has-checked:border-primary-600 has-checked:bg-primary-50"
            >
              <input
                id={inputId}
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                {...boxProps(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId(id)} message={error} />
    </fieldset>
  );
}
