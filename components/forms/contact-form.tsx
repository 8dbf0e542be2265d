'use client';

import type { DefaultValues } from 'react-hook-form';
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '@/content/form-options';
import { contactDialogs } from '@/content/messages';
import { submitContact } from '@/lib/actions/contact';
import type { Contact, ContactInput } from '@/lib/schemas/contact';
import { leadNotices } from '@/components/forms/notices';
import { SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm } from '@/components/forms/use-submission-form';
import { EmailField } from '@/components/forms/email-field';
import { SelectField, selectOptions, TextareaField, TextField } from '@/components/ui/field';

const inquiryOptions = selectOptions(INQUIRY_TYPES, INQUIRY_TYPE_LABELS);

const EMPTY: DefaultValues<ContactInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: UNCHOSEN,
  message: '',
};

const resolver = () => import('@/components/forms/resolvers').then((m) => m.contactResolver);
const describe = leadNotices(contactDialogs);

/** The 'Send us a Message' form of the home page's contact section. */
export function ContactForm() {
  const state = useSubmissionForm<ContactInput, Contact, string>({
    action: submitContact,
    id: 'contact-form',
    resolver,
    empty: EMPTY,
  });
  const { field } = state;
  return (
    <SubmissionForm
      id="contact-form"
      state={state}
      describe={describe}
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <TextField
        id="contact-first-name"
        label="First name"
        autoComplete="given-name"
        required
        {...field('firstName')}
      />
      <TextField
        id="contact-last-name"
        label="Last name"
        autoComplete="family-name"
        optional
        {...field('lastName')}
      />
      <EmailField id="contact-email" {...field('email')} />
      <TextField
        id="contact-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+923001234567"
        required
        {...field('phone')}
      />
      <TextField
        id="contact-company"
        label="Company"
        autoComplete="organization"
        required
        {...field('company')}
      />
      <SelectField
        id="contact-inquiry-type"
        label="Inquiry type"
        placeholder="Select an inquiry type"
        options={inquiryOptions}
        required
        {...field('inquiryType')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        required
        rows={5}
        placeholder="How can we help?"
        className="@lg:col-span-2"
        {...field('message')}
      />
    </SubmissionForm>
  );
}
