'use client';

import { unstable_isUnrecognizedActionError, usePathname } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import type { Outcome } from '@/components/forms/notices';
import { rememberedVisit } from '@/components/forms/visit-attribution';
import { useIslandShownAt } from '@/components/ui/hydrate-on-interaction';
import { IDLE, type ActionResult, type FormValues } from '@/lib/action-result';
import { FILL_TIME_FIELD } from '@/lib/submission/spam-guards';

export type FormAction<Field extends string> = (
  previous: ActionResult<Field>,
  formData: FormData,
) => Promise<ActionResult<Field>>;

const NO_VALUES: FormValues = {};
const NO_ERRORS: Partial<Record<string, string>> = {};

function toFormData(values: FormValues): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
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
 * - `submit` is called from onSubmit after the browser's checks, with the form's fields as a
 *   native post would send them (the retry id and the honeypot included), to which it adds what
 *   only JavaScript knows: how long the form was open and where the visit began. It calls the
 *   action directly (not through the form action, which would make React reset the fields),
 *   keeps the submission id across failures, so a retry can never write a second row, and makes
 *   the answer, or the exception of a call that failed, the outcome (`via: 'call'`).
 */
export function useSubmission<Field extends string>(
  action: FormAction<Field>,
  /** The form's element id: a native post returns to this page, at the form. */
  anchor: string,
  {
    draft,
    onResult,
    onAnswerAfterClose,
  }: {
    /** A reopened dialog's draft: its id, and when its filling-in began. */
    draft?: { submissionId: string; startedAt: number };
    /** What the form does with an answer from JavaScript (show its errors, empty its fields). */
    onResult?: (result: ActionResult<Field>) => void;
    /** An answer that came back after the form was closed (a dialog closed while it was sent). */
    onAnswerAfterClose?: (result: ActionResult<Field>) => void;
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
    () => draft?.submissionId ?? kept?.submissionId ?? '',
  );
  const [isPending, startTransition] = useTransition();
  // Blocks a second send between the click and the pending state reaching the button.
  const inFlight = useRef(false);
  // When the visitor could start filling the form in; a new fill starts after each success.
  const shownAt = useRef(0);
  const islandShownAt = useIslandShownAt();
  const startedAt = draft?.startedAt;
  const callbacks = useRef({ onResult, onAnswerAfterClose });
  const mounted = useRef(false);

  useEffect(() => {
    callbacks.current = { onResult, onAnswerAfterClose };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // A reopened form goes on counting from when it was first shown.
    shownAt.current = startedAt ?? islandShownAt ?? Date.now();
  }, [startedAt, islandShownAt]);

  useEffect(() => {
    // Made in the browser after mount: prerendered HTML must not carry an id visitors would share.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!submissionId) setSubmissionId(crypto.randomUUID());
  }, [submissionId]);

  function submit(fields: FormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    const formData = toFormData({
      ...fields,
      ...rememberedVisit(),
      [FILL_TIME_FIELD]: String(Date.now() - shownAt.current),
    });
    startTransition(async () => {
      try {
        const result = await action(IDLE, formData);
        if (!mounted.current) {
          callbacks.current.onAnswerAfterClose?.(result);
          return;
        }
        if (result.status === 'ok') {
          setSubmissionId(crypto.randomUUID());
          shownAt.current = Date.now();
        } else if ('submissionId' in result && result.submissionId) {
          setSubmissionId(result.submissionId);
        }
        callbacks.current.onResult?.(result);
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
    /** When the visitor could start filling the form in (kept with a closed dialog's draft). */
    startedAt: () => shownAt.current,
    guards: { formId: anchor, visit: kept?.values ?? NO_VALUES },
    isPending,
    submit,
    /** What the visitor typed, as a native post sent it back (empty otherwise). */
    echoed: kept?.values ?? NO_VALUES,
    /** The field errors of a native post (the same object on every render). */
    serverErrors: posted.status === 'invalid' ? posted.errors : NO_ERRORS,
  };
}

export type FormSubmission = ReturnType<typeof useSubmission>;
