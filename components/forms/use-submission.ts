'use client';

import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { IDLE, type ActionResult } from '@/lib/action-result';
import { usePermalink } from '@/components/forms/server-state';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/submission/spam-guards';
import { useIslandShownAt } from '@/components/ui/hydrate-on-interaction';
import { rememberedVisit } from '@/components/forms/visit-attribution';

export type FormAction<Field extends string> = (
  previous: ActionResult<Field>,
  formData: FormData,
) => Promise<ActionResult<Field>>;

/** How a submission made with JavaScript ended; `exception` when the call itself failed. */
export type Outcome<Field extends string> =
  { kind: 'result'; result: ActionResult<Field> } | { kind: 'exception'; stale: boolean };

type SubmittedValue = string | readonly string[] | undefined;

function toFormData(values: Record<string, SubmittedValue>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) formData.append(name, item);
  }
  return formData;
}

/** The id a no-JavaScript post came back with; after a success the next send needs a new one. */
function idFromServer(state: ActionResult<string>): string {
  if (state.status === 'invalid' || state.status === 'failed') return state.submissionId ?? '';
  return '';
}

/**
 * One form's round trip to its server action, both ways:
 * - `formAction` goes on <form action>, so the form posts natively before hydration or with
 *   JavaScript off; `serverState` is then what the action answered (errors, values typed).
 * - `submit` is called from onSubmit after client validation. It calls the action directly
 *   (not through the form action, which would make React reset the fields) and keeps the
 *   submission id across failures, so a retry can never write a second row.
 */
export function useSubmission<Field extends string>(
  action: FormAction<Field>,
  /** The form's element id: a native post returns to this page scrolled to it. */
  anchor: string,
  initialSubmissionId?: string,
) {
  const [serverState, formAction] = useActionState(
    action,
    IDLE as ActionResult<Field>,
    usePermalink(anchor),
  );
  const [submissionId, setSubmissionId] = useState(
    () => initialSubmissionId ?? idFromServer(serverState),
  );
  const [outcome, setOutcome] = useState<Outcome<Field> | null>(null);
  const [isPending, startTransition] = useTransition();
  // Blocks a second send between the click and the pending state reaching the button.
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  // When the visitor could start filling the form in; a new fill starts after each success.
  const shownAt = useRef(0);
  const islandShownAt = useIslandShownAt();

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
        setOutcome({ kind: 'result', result });
      } catch (error) {
        setOutcome({ kind: 'exception', stale: unstable_isUnrecognizedActionError(error) });
      } finally {
        inFlight.current = false;
      }
    });
  }

  return {
    serverState,
    formAction,
    submissionId,
    guards: { formId: anchor, honeypotRef },
    outcome,
    clearOutcome: () => setOutcome(null),
    isPending,
    submit,
  };
}
