import { LoaderCircle } from 'lucide-react';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** Disabled while the action runs, its label saying so: a second click cannot send twice. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ref,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={pending}
      className={`${buttonClasses({ size: 'lg' })} ${className ?? 'w-full'}`}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
