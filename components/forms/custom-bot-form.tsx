'use client';

import { zodResolver } from '@hookform/resolvers/zod';
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
import { leadNotices } from '@/components/forms/notice';
import { EmailField, SubmissionForm } from '@/components/forms/submission-form';
import { UNCHOSEN, useSubmissionForm } from '@/components/forms/use-submission-form';
import { CheckboxGroup, checkboxClasses } from '@/components/ui/checkbox-group';
import { SelectField, selectOptions, TextareaField, TextField } from '@/components/ui/field';

const categoryOptions = selectOptions(CUSTOM_BOT_CATEGORIES, CUSTOM_BOT_CATEGORY_LABELS);
const platformOptions = selectOptions(CUSTOM_BOT_PLATFORMS, PLATFORM_LABELS);
const sizeOptions = selectOptions(BUSINESS_SIZES, BUSINESS_SIZE_LABELS);
const budgetOptions = selectOptions(BUDGETS, BUDGET_LABELS);
const featureOptions = CUSTOM_BOT_FEATURES.map((feature) => ({ value: feature, label: feature }));
const resolver = zodResolver(customBotSchema);
const describe = leadNotices(customBotDialogs);

/** The 'Bot Customization Request' form of the home page (#custombot). */
export function CustomBotForm() {
  const state = useSubmissionForm({
    action: submitCustomBot,
    id: 'custombot-form',
    resolver,
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
      describe={describe}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
    >
      <TextField
        autoComplete="organization"
        required
        className="@lg:col-span-2"
        {...field('businessName', 'Business name')}
      />
      <SelectField
        placeholder="Select a category"
        options={categoryOptions}
        required
        {...field('category', 'Business category')}
      />
      <SelectField
        placeholder="Select a platform"
        options={platformOptions}
        required
        {...field('platform', 'Platform')}
      />
      <SelectField
        placeholder="Select a business size"
        options={sizeOptions}
        required
        {...field('businessSize', 'Business size')}
      />
      <SelectField
        placeholder="Select a budget range"
        options={budgetOptions}
        required
        {...field('budget', 'Monthly budget')}
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
        optional
        placeholder="Describe what the bot should do, the systems it should connect to and any deadline."
        className="@lg:col-span-2"
        {...field('requirements', 'Requirements')}
      />
      <TextField autoComplete="name" required {...field('contactName', 'Your name')} />
      <EmailField {...field('email', 'Email')} />
      <TextField
        type="tel"
        autoComplete="tel"
        placeholder="+923001234567"
        optional
        {...field('phone', 'Phone / WhatsApp')}
      />
    </SubmissionForm>
  );
}
