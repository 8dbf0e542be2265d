'use client';

import { useEffect } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '@/content/form-options';
import { contactDialogs } from '@/content/messages';
import { submitContact } from '@/lib/actions/contact';
import type { Contact, ContactInput } from '@/lib/schemas/contact';
import { outcomeNotice, resultNotice } from '@/components/forms/notices';
import {
  echoedValues,
  fieldErrors,
  serverErrorsOf,
  showServerErrors,
  textOf,
} from '@/components/forms/server-state';
import { SubmissionForm } from '@/components/forms/submission-form';
import { useLazyForm } from '@/components/forms/use-lazy-form';
import { useSubmission } from '@/components/forms/use-submission';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';

const inquiryOptions = INQUIRY_TYPES.map((code, index) => ({
  value: code,
  label: INQUIRY_TYPE_LABELS[index] ?? code,
}));

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

/** Empty fields ('' shows the select's placeholder; the schema answers it with the spec's message). */
const EMPTY = Object.fromEntries(
  [...TEXT_FIELDS, 'inquiryType'].map((name) => [name, '']),
) as DefaultValues<ContactInput>;

const resolver = () => import('@/components/forms/resolvers').then((m) => m.contactResolver);

/** The 'Send us a Message' form of the home page's contact section. */
export function ContactForm() {
  const submission = useSubmission(submitContact, 'contact-form');
  const { serverState, outcome, clearOutcome, submit } = submission;
  const echoed = echoedValues(serverState);
  const serverErrors = serverErrorsOf(serverState);
  const lazyForm = useLazyForm<ContactInput, Contact>({
    resolver,
    mode: 'onTouched',
    serverErrors,
  });
  const { form, register } = lazyForm;
  const errorOf = fieldErrors(form, serverErrors);

  useEffect(() => {
    if (outcome?.kind !== 'result') return;
    if (outcome.result.status === 'invalid') showServerErrors(form, outcome.result.errors);
    if (outcome.result.status === 'ok') form?.reset(EMPTY);
  }, [outcome, form]);

  const notice = outcome && outcomeNotice(contactDialogs, outcome);
  const serverNotice = !outcome && resultNotice(contactDialogs, serverState);
  const text = (name: TextFieldName) => ({
    ...register(name),
    error: errorOf(name),
    defaultValue: textOf(echoed, name),
  });

  return (
    <SubmissionForm
      id="contact-form"
      submission={submission}
      lazyForm={lazyForm}
      onSubmit={lazyForm.handleSubmit(submit)}
      notice={serverNotice}
      submitLabel="Send Message"
      pendingLabel="Sending..."
      result={notice}
      onResultClosed={clearOutcome}
    >
      <TextField
        id="contact-first-name"
        label="First name"
        autoComplete="given-name"
        required
        {...text('firstName')}
      />
      <TextField
        id="contact-last-name"
        label="Last name"
        autoComplete="family-name"
        optional
        {...text('lastName')}
      />
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
        {...text('email')}
      />
      <TextField
        id="contact-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+923001234567"
        required
        {...text('phone')}
      />
      <TextField
        id="contact-company"
        label="Company"
        autoComplete="organization"
        required
        {...text('company')}
      />
      <SelectField
        id="contact-inquiry-type"
        label="Inquiry type"
        placeholder="Select an inquiry type"
        options={inquiryOptions}
        required
        error={errorOf('inquiryType')}
        defaultValue={textOf(echoed, 'inquiryType')}
        {...register('inquiryType')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        required
        rows={5}
        placeholder="How can we help?"
        className="sm:col-span-2"
        {...text('message')}
      />
    </SubmissionForm>
  );
}
