import type { RefObject } from 'react';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';

export type FormGuardsProps = {
  /** The form's id, to give the hidden field a unique id of its own. */
  formId: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
};

/**
 * A honeypot: a field moved off-screen and hidden from assistive technology, out of the tab
 * order, so no person fills it. The server marks a submission that fills it as suspected spam.
 */
export function FormGuards({ formId, honeypotRef }: FormGuardsProps) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        ref={honeypotRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
