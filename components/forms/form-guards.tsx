import { ATTRIBUTION_FIELDS } from '@/content/leads';
import type { FormValues } from '@/lib/action-result';
import { HONEYPOT_FIELD } from '@/lib/submission/spam-guards';

export type FormGuardsProps = {
  /** The form's id, to give the hidden field a unique id of its own. */
  formId: string;
  /** What a post without JavaScript was answered with: where its visit came from, to send again. */
  visit: FormValues;
};

/**
 * The hidden fields every form carries. A honeypot: a field moved off-screen and hidden from
 * assistive technology, out of the tab order, so no person fills it; the server marks a
 * submission that fills it as suspected spam. And, on a page answering a post without
 * JavaScript, where the visit came from, which that page's own address no longer tells.
 */
export function FormGuards({ formId, visit }: FormGuardsProps) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>Leave this field empty</label>
        <input
          id={id}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {ATTRIBUTION_FIELDS.map((field) => {
        const value = visit[field];
        return typeof value === 'string' ? (
          <input key={field} type="hidden" name={field} value={value} />
        ) : null;
      })}
    </>
  );
}
