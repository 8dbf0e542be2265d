'use client';

import {
  BUDGET_LABELS,
  BUDGETS,
  BUSINESS_SIZE_LABELS,
  BUSINESS_SIZES,
  CUSTOM_BOT_CATEGORIES,
  CUSTOM_BOT_CATEGORY_LABELS,
  CUSTOM_BOT_FEATURES,
  CUSTOM_BOT_PLATFORMS,
  PLATFORM_LABELS,
} from '@/content/form-options';
import { customBotDialogs } from '@/content/messages';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { customBotSchema } from '@/lib/schemas/custom-bot';
import { SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm } from '@/components/forms/use-submission-form';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import {
  EmailField,
  PhoneField,
  SelectField,
  selectOptions,
  TextareaField,
  TextField,
} from '@/components/ui/field';

/** The four choices every request makes, each a code of content/form-options.ts. */
const selects = [
  [
    'category',
    'Business category',
    'a category',
    CUSTOM_BOT_CATEGORIES,
    CUSTOM_BOT_CATEGORY_LABELS,
  ],
  ['platform', 'Platform', 'a platform', CUSTOM_BOT_PLATFORMS, PLATFORM_LABELS],
  ['businessSize', 'Business size', 'a business size', BUSINESS_SIZES, BUSINESS_SIZE_LABELS],
  ['budget', 'Monthly budget', 'a budget range', BUDGETS, BUDGET_LABELS],
] as const;
const featureOptions = CUSTOM_BOT_FEATURES.map((feature) => ({ value: feature, label: feature }));

/** The 'Bot Customization Request' form of the home page (#custombot). */
export function CustomBotForm() {
  const state = useSubmissionForm({
    action: submitCustomBot,
    id: 'custombot-form',
    schema: customBotSchema,
    empty: {
      businessName: '',
      category: UNCHOSEN,
      platform: UNCHOSEN,
      businessSize: UNCHOSEN,
      budget: UNCHOSEN,
      features: [],
      requirements: '',
      contactName: '',
      email: '',
      phone: '',
    },
  });
  const { field, checkbox, errorOf } = state;

  return (
    <SubmissionForm
      state={state}
      dialogs={customBotDialogs}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
    >
      <TextField
        autoComplete="organization"
        required
        className="@lg:col-span-2"
        {...field('businessName', 'Business name')}
      />
      {selects.map(([name, label, placeholder, codes, labels]) => (
        <SelectField
          key={name}
          placeholder={`Select ${placeholder}`}
          options={selectOptions<string>(codes, labels)}
          required
          {...field(name, label)}
        />
      ))}
      <CheckboxGroup
        id="custombot-features"
        legend="Features you need"
        className="@lg:col-span-2"
        options={featureOptions}
        error={errorOf('features')}
        // A toggled feature re-checks the list at once (docs/rules.md#custom-bot-request-form).
        boxProps={(value) => checkbox('features', value)}
      />
      <TextareaField
        optional
        placeholder="Describe what the bot should do, the systems it should connect to and any deadline."
        className="@lg:col-span-2"
        {...field('requirements', 'Requirements')}
      />
      <TextField autoComplete="name" required {...field('contactName', 'Your name')} />
      <EmailField {...field('email', 'Email')} />
      <PhoneField placeholder="+923001234567" optional {...field('phone', 'Phone / WhatsApp')} />
    </SubmissionForm>
  );
}
