import { ChevronDown, CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** Form field primitives: a visible label above, the error in red right under the control. */

const control =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors duration-150 placeholder:text-slate-500 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-700 disabled:bg-slate-100';

function controlClasses(error: string | undefined, extra = ''): string {
  return `${control} ${error ? 'border-danger' : 'border-slate-300'} ${extra}`;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

/** The attributes that tie a control to its hint and its error message. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** A line of help under a control, read with it. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function Label({
  htmlFor,
  required,
  optional,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
      {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type FieldBase = {
  id: string;
  label: string;
  error?: string;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** Marks the field optional in its label (required fields get a red asterisk). */
  optional?: boolean;
  className?: string;
};

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldBase & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={input.required} optional={optional}>
        {label}
      </Label>
      <input
        id={id}
        className={controlClasses(error, 'h-11')}
        {...describedBy(id, error, hint)}
        {...input}
      />
      <FieldHint id={id} hint={hint} />
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

export function TextareaField({
  id,
  label,
  error,
  optional,
  className,
  ...textarea
}: FieldBase & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={textarea.required} optional={optional}>
        {label}
      </Label>
      <textarea
        id={id}
        rows={4}
        className={controlClasses(error, 'min-h-24 py-2.5')}
        {...describedBy(id, error)}
        {...textarea}
      />
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

export type SelectOption = { value: string; label: string };

/** A select's options from an enumeration's codes, each shown with its label. */
export function selectOptions<T extends string>(
  codes: readonly T[],
  labels: Record<T, string>,
): SelectOption[] {
  return codes.map((code) => ({ value: code, label: labels[code] }));
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...select
}: FieldBase & {
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select a plan'. */
  placeholder: string;
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={select.required} optional={optional}>
        {label}
      </Label>
      <div className="relative">
        <select
          id={id}
          className={controlClasses(error, 'h-11 cursor-pointer appearance-none pr-10')}
          {...describedBy(id, error, hint)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

/** An e-mail address, asked the same way on every form that answers the visitor. */
export function EmailField(props: FieldBase & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required
      {...props}
    />
  );
}

/** A phone number: the keypad on phones, the browser's saved number offered. */
export function PhoneField(props: FieldBase & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/**
 * A honeypot: a field moved off-screen and hidden from assistive technology, out of the tab
 * order, so no person fills it; whoever reads it decides what a filled one means.
 */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
