'use client';

import { unstable_isUnrecognizedActionError, usePathname } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import type { Outcome } from '@/components/forms/notices';
import { rememberedVisit } from '@/components/forms/visit-attribution';
import { useIslandShownAt } from '@/components/ui/hydrate-on-interaction';
import { IDLE, type ActionResult, type FormValues } from '@/lib/action-result';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/submission/spam-guards';

export type FormAction<Field extends string> = (
  previous: ActionResult<Field>,
  formData: FormData,
) => Promise<ActionResult<Field>>;

type SubmittedValue = string | readonly string[] | undefined;

const NO_VALUES: FormValues = {};
const NO_ERRORS: Partial<Record<string, string>> = {};

function toFormData(values: Record<string, SubmittedValue>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) formData.append(name, item);
  }
  return formData;
}

/**
 * One form's round trip to its server action, both ways, and the one place its outcome is
 * kept:
 * - `formAction` goes on <form action>, so the form posts natively before hydration or with
 *   JavaScript off; the page rendered for that post starts with its answer as the outcome
 *   (`via: 'post'`), and with what the visitor typed (`echoed`) and the field errors.
 * - `submit` is called from onSubmit after the browser's checks. It calls the action directly
 *   (not through the form action, which would make React reset the fields), keeps the
 *   submission id across failures, so a retry can never write a second row, and makes the
 *   answer, or the exception of a call that failed, the outcome (`via: 'call'`).
 */
export function useSubmission<Field extends string>(
  action: FormAction<Field>,
  /** The form's element id: a native post returns to this page, at the form. */
  anchor: string,
  {
    initialSubmissionId,
    onResult,
  }: {
    /** A reopened dialog's draft keeps its id. */
    initialSubmissionId?: string;
    /** What the form does with an answer from JavaScript (show its errors, empty its fields). */
    onResult?: (result: ActionResult<Field>) => void;
  } = {},
) {
  const [posted, formAction] = useActionState(
    action,
    IDLE as ActionResult<Field>,
    `${usePathname()}#${anchor}`,
  );
  const [outcome, setOutcome] = useState<Outcome<Field> | null>(() =>
    posted.status === 'idle' ? null : { via: 'post', seen: true, result: posted },
  );
  const kept = posted.status === 'invalid' || posted.status === 'failed' ? posted : undefined;
  const [submissionId, setSubmissionId] = useState(
    () => initialSubmissionId ?? kept?.submissionId ?? '',
  );
  const [isPending, startTransition] = useTransition();
  // Blocks a second send between the click and the pending state reaching the button.
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  // When the visitor could start filling the form in; a new fill starts after each success.
  const shownAt = useRef(0);
  const islandShownAt = useIslandShownAt();
  const onResultRef = useRef(onResult);

  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    shownAt.current = islandShownAt ?? Date.now();
  }, [islandShownAt]);

  useEffect(() => {
    // Made in the browser after mount: prerendered HTML must not carry an id visitors would share.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!submissionId) setSubmissionId(crypto.randomUUID());
  }, [submissionId]);

  function submit(values: Record<string, SubmittedValue>) {
    if (inFlight.current) return;
    inFlight.current = true;
    const formData = toFormData({
      ...values,
      ...rememberedVisit(),
      submissionId,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [FILL_TIME_FIELD]: String(Date.now() - shownAt.current),
    });
    startTransition(async () => {
      try {
        const result = await action(IDLE, formData);
        if (result.status === 'ok') {
          setSubmissionId(crypto.randomUUID());
          shownAt.current = Date.now();
        } else if ('submissionId' in result && result.submissionId) {
          setSubmissionId(result.submissionId);
        }
        onResultRef.current?.(result);
        setOutcome({ via: 'call', seen: false, result });
      } catch (error) {
        const stale = unstable_isUnrecognizedActionError(error);
        setOutcome({ via: 'call', seen: false, exception: { stale } });
      } finally {
        inFlight.current = false;
      }
    });
  }

  return {
    outcome,
    /** The outcome's dialog has closed. */
    dismiss: () => setOutcome((current) => current && { ...current, seen: true }),
    /** An outcome the browser decided without the server (the newsletter's own check). */
    tell: (result: ActionResult<Field>) => setOutcome({ via: 'call', seen: false, result }),
    formAction,
    submissionId,
    guards: { formId: anchor, honeypotRef },
    isPending,
    submit,
    /** What the visitor typed, as a native post sent it back (empty otherwise). */
    echoed: kept?.values ?? NO_VALUES,
    /** The field errors of a native post (the same object on every render). */
    serverErrors: posted.status === 'invalid' ? posted.errors : NO_ERRORS,
  };
}

export type FormSubmission = ReturnType<typeof useSubmission>;
