'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { unstable_isUnrecognizedActionError, usePathname } from 'next/navigation';
import { useActionState, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { rememberedVisit } from '@/lib/attribution';
import { bindFields } from '@/components/ui/field-binding';
import { IDLE, type ActionResult, type FormValues } from '@/lib/action-result';
import { toFormData, valuesOfForm } from '@/lib/submission/form-data';

/** A select left on its placeholder: '' is no code, and the schema answers it with its 'Please select' message. */
export const UNCHOSEN = '' as never;

/**
 * A form's last submission: `post`, the native post the page was rendered for, or `call`, the
 * action called from JavaScript, which may throw (the network, an old page); `seen` once its
 * dialog has closed. What the visitor reads of it: submission-form.tsx.
 */
export type Outcome = { via: 'post' | 'call'; seen: boolean } & (
  { result: ActionResult } | { exception: { stale: boolean } }
);

/** What a closed order dialog keeps: the fields and the retry id. */
export type Draft = { values: FormValues; submissionId: string };

/**
 * A form in a dialog (the order's): a reopened dialog's `draft`, and `onDraft` taking the draft
 * of a dialog closing; `onAnswerAfterClose`, the answer to a submission sent just before it closed.
 */
export type InDialog = {
  draft?: Draft;
  onDraft?: (draft: Draft) => void;
  onAnswerAfterClose?: (result: ActionResult) => void;
};

const NO_VALUES: FormValues = {};
/** The newsletter's own check failed: told like the server's answer, nothing sent. */
const INVALID_HERE: ActionResult = { status: 'invalid', errors: {}, values: {} };

/**
 * One form's state, whichever way it is sent (next-learn's create-form, with useActionState):
 * - `formProps.action` is the action through useActionState, so the form posts natively before
 *   its code arrives or with JavaScript off; the page rendered for that post starts with the
 *   answer as the outcome, and the fields as typed with their errors.
 * - With JavaScript, react-hook-form checks the fields with the schema the action parses with;
 *   then the action is called directly (through the form action React would reset the fields)
 *   with the fields as a native post sends them and where the visit began. A
 *   call that throws (the network, an old page) is an outcome, never an error boundary.
 * - The submission id is made in the browser and kept across failures, so a retry never writes
 *   a second row. An answer that comes after the form has gone (a closed dialog) goes to
 *   `onAnswerAfterClose`.
 */
export function useSubmissionForm<Input extends FieldValues, Output, Field extends string>({
  action,
  id,
  schema,
  empty,
  fieldErrors = true,
  extra,
  draft,
  onDraft,
  onAnswerAfterClose,
}: {
  action: (previous: ActionResult<Field>, formData: FormData) => Promise<ActionResult<Field>>;
  /** The form element's id (a native post returns to it); its fields' ids start with its name. */
  id: string;
  /** The schema the action parses with. */
  schema: $ZodType<Output, Input>;
  /** The fields after a success ('' shows a select's placeholder; [] no ticked box). */
  empty: DefaultValues<Input>;
  /** false: errors are told in the outcome's dialog, not under the fields (the newsletter). */
  fieldErrors?: boolean;
  /** What the visit adds to a submission when it is sent (an order: the demo tried before it). */
  extra?: () => FormValues;
} & InDialog) {
  const [posted, formAction] = useActionState(action, IDLE, `${usePathname()}#${id}`);
  const kept = posted.status === 'invalid' || posted.status === 'failed' ? posted : undefined;
  const initial =
    draft?.values ??
    kept?.values ??
    (posted.status === 'duplicate' ? posted.values : undefined) ??
    NO_VALUES;
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    posted.status === 'idle' ? null : { via: 'post', seen: true, result: posted },
  );
  const [submissionId, setSubmissionId] = useState(draft?.submissionId ?? kept?.submissionId);
  const [isPending, startTransition] = useTransition();
  const postedErrors = useMemo(() => {
    if (posted.status !== 'invalid') return undefined;
    const errors = Object.entries(posted.errors).map(([name, message]) => [name, { message }]);
    return Object.fromEntries(errors) as FieldErrors<Input>;
  }, [posted]);
  // The fields start as they are shown (react-hook-form keeps what was typed in a field before
  // its code arrived); a native post's errors stay until fixed, and only a submit moves focus.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: fieldErrors ? 'onTouched' : 'onSubmit',
    defaultValues: Object.fromEntries(
      Object.entries(empty).map(([name, value]) => [name, initial[name] ?? value]),
    ) as DefaultValues<Input>,
    errors: postedErrors,
    shouldFocusError: false,
  });
  const element = useRef<HTMLFormElement | null>(null);
  // Blocks a second send between the click and the pending state reaching the button.
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ onAnswerAfterClose, onDraft, submissionId: submissionId ?? '' });
  useEffect(() => {
    latest.current = { onAnswerAfterClose, onDraft, submissionId: submissionId ?? '' };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Read from the fields: typed before the checks ran, or not yet sent, nothing is lost.
      const { onDraft, submissionId } = latest.current;
      const fields = element.current;
      if (fields) onDraft?.({ values: valuesOfForm(fields), submissionId });
    };
  }, []);
  useEffect(() => {
    // Made in the browser: prerendered HTML must not carry an id visitors would share.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!submissionId) setSubmissionId(crypto.randomUUID());
  }, [submissionId]);

  function send(fields: FormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    const formData = toFormData({ ...fields, ...rememberedVisit(), ...extra?.() });
    startTransition(async () => {
      try {
        const result = await action(IDLE, formData);
        if (!mounted.current) return latest.current.onAnswerAfterClose?.(result);
        if (result.status === 'ok') {
          setSubmissionId(crypto.randomUUID());
          form.reset(empty);
        } else if ('submissionId' in result && result.submissionId) {
          setSubmissionId(result.submissionId);
        }
        // What the server found after the browser's checks passed, focusing the first.
        if (result.status === 'invalid' && fieldErrors) {
          Object.entries(result.errors).forEach(([name, message], index) =>
            form.setError(
              name as Path<Input>,
              { message: String(message) },
              { shouldFocus: !index },
            ),
          );
        }
        setOutcome({ via: 'call', seen: false, result });
      } catch (error) {
        const stale = unstable_isUnrecognizedActionError(error);
        setOutcome({ via: 'call', seen: false, exception: { stale } });
      } finally {
        inFlight.current = false;
      }
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const formElement = event.currentTarget;
    // The button pressed (the form's own, for Enter in a field), which the press leaves unfocused.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.handleSubmit(
      () => {
        // Focus leaves the field the visitor was in while it still holds what they typed: left
        // after the success emptied it (as the success dialog takes focus), it showed its
        // message under an empty form.
        submitter?.focus();
        send(valuesOfForm(formElement));
      },
      (errors) => {
        if (!fieldErrors) return setOutcome({ via: 'call', seen: false, result: INVALID_HERE });
        const fields = Array.from(formElement.elements) as HTMLInputElement[];
        fields.find((field) => field.name in errors)?.focus();
      },
    )(event);
  }

  return {
    form,
    outcome,
    isPending,
    submissionId: submissionId ?? '',
    /** The outcome's dialog has closed. */
    dismiss: () => setOutcome((current) => current && { ...current, seen: true }),
    /** Where the visit came from, for a page answering a native post to send again. */
    visit: kept?.values ?? NO_VALUES,
    formProps: {
      id,
      action: formAction,
      onSubmit,
      noValidate: true,
      // Kept after unmount: a closing dialog's draft is read from its fields.
      ref: (node: HTMLFormElement | null) => void (node && (element.current = node)),
    },
    /** Each field's props (components/ui/field-binding.ts). */
    ...bindFields(form, id.replace(/-form$/, ''), initial),
  };
}

/** What the form's frame (submission-form.tsx) reads of it. */
export type SubmissionState = Pick<
  ReturnType<typeof useSubmissionForm<FieldValues, unknown, string>>,
  'outcome' | 'isPending' | 'submissionId' | 'dismiss' | 'visit' | 'formProps'
>;
