'use client';

import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '@/content/form-options';
import { contactDialogs } from '@/content/messages';
import { submitContact } from '@/lib/actions/contact';
import { contactSchema } from '@/lib/schemas/contact';
import { SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm } from '@/components/forms/use-submission-form';
import {
  EmailField,
  PhoneField,
  SelectField,
  selectOptions,
  TextareaField,
  TextField,
} from '@/components/ui/field';

const inquiryOptions = selectOptions(INQUIRY_TYPES, INQUIRY_TYPE_LABELS);

/** The 'Send us a Message' form of the home page's contact section. */
export function ContactForm() {
  const state = useSubmissionForm({
    action: submitContact,
    id: 'contact-form',
    schema: contactSchema,
    empty: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      inquiryType: UNCHOSEN,
      message: '',
    },
  });
  const { field } = state;
  return (
    <SubmissionForm
      state={state}
      dialogs={contactDialogs}
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <TextField autoComplete="given-name" required {...field('firstName', 'First name')} />
      <TextField autoComplete="family-name" optional {...field('lastName', 'Last name')} />
      <EmailField {...field('email', 'Email')} />
      <PhoneField placeholder="+923001234567" required {...field('phone', 'Phone number')} />
      <TextField autoComplete="organization" required {...field('company', 'Company')} />
      <SelectField
        placeholder="Select an inquiry type"
        options={inquiryOptions}
        required
        {...field('inquiryType', 'Inquiry type')}
      />
      <TextareaField
        required
        rows={5}
        placeholder="How can we help?"
        className="@lg:col-span-2"
        {...field('message', 'Message')}
      />
    </SubmissionForm>
  );
}
