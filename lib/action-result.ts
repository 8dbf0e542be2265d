/** What every form action answers. Nothing is ever thrown to the browser. */

/** The values a visitor typed, echoed back so a no-JavaScript page can show them again. */
export type FormValues = Record<string, string | string[]>;

export type ActionResult<Field extends string = string> =
  | { status: 'idle' }
  | {
      status: 'ok';
      submissionId?: string;
      /** The lead's reference (docs/rules.md#lead-reference): the same for a resend of it. */
      reference?: string;
    }
  | {
      status: 'invalid';
      /** The first message for each field that failed. */
      errors: Partial<Record<Field, string>>;
      values: FormValues;
      submissionId?: string;
    }
  /** An address already subscribed: kept in the field, as the page without JavaScript shows it. */
  | { status: 'duplicate'; values?: FormValues }
  | { status: 'failed'; message: string; values: FormValues; submissionId?: string };

export const IDLE: ActionResult<never> = { status: 'idle' };

/** One message per field: the first issue zod reports for it. */
export function firstErrorPerField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors as Partial<Record<Field, string>>;
}
