import type { ComponentProps } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** Disabled while the action runs, its label saying so: a second click cannot send twice. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ref,
  className = 'w-full',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  ref?: ComponentProps<'button'>['ref'];
  className?: string;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={pending}
      // The press keeps focus where it is: leaving a field shows its message, which moved the
      // button down under the pointer, and the release then landed beside it, no click. The
      // click checks every field anyway, and moves focus to the first message.
      onMouseDown={(event) => event.preventDefault()}
      className={`${buttonClasses({ size: 'lg' })} ${className}`}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {pending ? pendingLabel : label}
    </button>
  );
}
