'use client';

import type { DefaultValues } from 'react-hook-form';
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
import type { CustomBot, CustomBotInput } from '@/lib/schemas/custom-bot';
import { leadNotices } from '@/components/forms/notices';
import { SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm } from '@/components/forms/use-submission-form';
import { CheckboxGroup, checkboxClasses } from '@/components/ui/checkbox-group';
import { EmailField } from '@/components/forms/email-field';
import { SelectField, selectOptions, TextareaField, TextField } from '@/components/ui/field';

const categoryOptions = selectOptions(CUSTOM_BOT_CATEGORIES, CUSTOM_BOT_CATEGORY_LABELS);
const platformOptions = selectOptions(CUSTOM_BOT_PLATFORMS, PLATFORM_LABELS);
const sizeOptions = selectOptions(BUSINESS_SIZES, BUSINESS_SIZE_LABELS);
const budgetOptions = selectOptions(BUDGETS, BUDGET_LABELS);
const featureOptions = CUSTOM_BOT_FEATURES.map((feature) => ({ value: feature, label: feature }));

const EMPTY: DefaultValues<CustomBotInput> = {
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
};

const LIST_FIELDS = ['features'] as const;

const resolver = () => import('@/components/forms/resolvers').then((m) => m.customBotResolver);
const describe = leadNotices(customBotDialogs);

/** The 'Bot Customization Request' form of the home page (#custombot). */
export function CustomBotForm() {
  const state = useSubmissionForm<CustomBotInput, CustomBot, string>({
    action: submitCustomBot,
    id: 'custombot-form',
    resolver,
    empty: EMPTY,
    listFields: LIST_FIELDS,
  });
  const { field, checkbox, errorOf } = state;

  return (
    <SubmissionForm
      id="custombot-form"
      state={state}
      describe={describe}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
    >
      <TextField
        id="custombot-business-name"
        label="Business name"
        autoComplete="organization"
        required
        className="@lg:col-span-2"
        {...field('businessName')}
      />
      <SelectField
        id="custombot-category"
        label="Business category"
        placeholder="Select a category"
        options={categoryOptions}
        required
        {...field('category')}
      />
      <SelectField
        id="custombot-platform"
        label="Platform"
        placeholder="Select a platform"
        options={platformOptions}
        required
        {...field('platform')}
      />
      <SelectField
        id="custombot-size"
        label="Business size"
        placeholder="Select a business size"
        options={sizeOptions}
        required
        {...field('businessSize')}
      />
      <SelectField
        id="custombot-budget"
        label="Monthly budget"
        placeholder="Select a budget range"
        options={budgetOptions}
        required
        {...field('budget')}
      />
      <CheckboxGroup
        id="custombot-features"
        legend="Features you need"
        className="@lg:col-span-2"
        options={featureOptions}
        error={errorOf('features')}
        renderBox={(option, inputId) => (
          <input
            id={inputId}
            type="checkbox"
            className={checkboxClasses}
            // A toggled feature re-checks the list at once (docs/rules.md#custom-bot-request-form).
            {...checkbox('features', option.value)}
          />
        )}
      />
      <TextareaField
        id="custombot-requirements"
        label="Requirements"
        optional
        placeholder="Describe what the bot should do, the systems it should connect to and any deadline."
        className="@lg:col-span-2"
        {...field('requirements')}
      />
      <TextField
        id="custombot-contact-name"
        label="Your name"
        autoComplete="name"
        required
        {...field('contactName')}
      />
      <EmailField id="custombot-email" {...field('email')} />
      <TextField
        id="custombot-phone"
        label="Phone / WhatsApp"
        type="tel"
        autoComplete="tel"
        placeholder="+923001234567"
        optional
        {...field('phone')}
      />
    </SubmissionForm>
  );
}
