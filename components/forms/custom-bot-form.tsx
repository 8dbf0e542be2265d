'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
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
import type { FormValues } from '@/lib/action-result';
import { submitCustomBot } from '@/lib/actions/custom-bot';
import { customBotSchema, type CustomBot, type CustomBotInput } from '@/lib/schemas/custom-bot';
import { outcomeNotice, resultNotice } from '@/components/forms/notices';
import {
  echoedValues,
  listOf,
  showServerErrors,
  textOf,
  useFieldErrors,
} from '@/components/forms/server-state';
import { SubmissionForm } from '@/components/forms/submission-form';
import { useSubmission } from '@/components/forms/use-submission';
import {
  CheckboxGroup,
  checkboxClasses,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/ui/field';

const options = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] }));

const categoryOptions = options(CUSTOM_BOT_CATEGORIES, CUSTOM_BOT_CATEGORY_LABELS);
const platformOptions = options(CUSTOM_BOT_PLATFORMS, PLATFORM_LABELS);
const sizeOptions = options(BUSINESS_SIZES, BUSINESS_SIZE_LABELS);
const budgetOptions = options(BUDGETS, BUDGET_LABELS);
const featureOptions = CUSTOM_BOT_FEATURES.map((feature) => ({ value: feature, label: feature }));

const SINGLE_FIELDS = [
  'businessName',
  'category',
  'platform',
  'businessSize',
  'budget',
  'requirements',
] as const;

/**
 * The form's values from what a no-JavaScript post echoed back ('' everywhere when nothing
 * was): '' shows a select's placeholder, and the schema answers it with the spec's message.
 */
function initialValues(echoed: FormValues): DefaultValues<CustomBotInput> {
  return {
    ...Object.fromEntries(SINGLE_FIELDS.map((name) => [name, textOf(echoed, name)])),
    features: listOf(echoed, 'features'),
  } as DefaultValues<CustomBotInput>;
}

const EMPTY = initialValues({});

/** The 'Bot Customization Request' form of the home page (#custombot). */
export function CustomBotForm() {
  const submission = useSubmission(submitCustomBot, 'custombot-form');
  const { serverState, outcome, clearOutcome, submit } = submission;
  const echoed = echoedValues(serverState);
  const form = useForm<CustomBotInput, unknown, CustomBot>({
    resolver: zodResolver(customBotSchema),
    mode: 'onTouched',
    defaultValues: initialValues(echoed),
  });
  const { register } = form;
  const errorOf = useFieldErrors(form, serverState);
  const checkedFeatures = listOf(echoed, 'features');

  useEffect(() => {
    if (outcome?.kind !== 'result') return;
    if (outcome.result.status === 'invalid') showServerErrors(form, outcome.result.errors);
    if (outcome.result.status === 'ok') form.reset(EMPTY);
  }, [outcome, form]);

  const notice = outcome && outcomeNotice(customBotDialogs, outcome);
  const serverNotice = !outcome && resultNotice(customBotDialogs, serverState);
  const select = (name: 'category' | 'platform' | 'businessSize' | 'budget') => ({
    ...register(name),
    required: true,
    error: errorOf(name),
    defaultValue: textOf(echoed, name),
  });

  return (
    <SubmissionForm
      id="custombot-form"
      submission={submission}
      onSubmit={form.handleSubmit(submit)}
      notice={serverNotice}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
      result={notice}
      onResultClosed={clearOutcome}
    >
      <TextField
        id="custombot-business-name"
        label="Business name"
        autoComplete="organization"
        required
        className="sm:col-span-2"
        error={errorOf('businessName')}
        defaultValue={textOf(echoed, 'businessName')}
        {...register('businessName')}
      />
      <SelectField
        id="custombot-category"
        label="Business category"
        placeholder="Select a category"
        options={categoryOptions}
        {...select('category')}
      />
      <SelectField
        id="custombot-platform"
        label="Platform"
        placeholder="Select a platform"
        options={platformOptions}
        {...select('platform')}
      />
      <SelectField
        id="custombot-size"
        label="Business size"
        placeholder="Select a business size"
        options={sizeOptions}
        {...select('businessSize')}
      />
      <SelectField
        id="custombot-budget"
        label="Monthly budget"
        placeholder="Select a budget range"
        options={budgetOptions}
        {...select('budget')}
      />
      <CheckboxGroup
        id="custombot-features"
        legend="Features you need"
        className="sm:col-span-2"
        options={featureOptions}
        error={errorOf('features')}
        renderBox={(option, inputId) => (
          <input
            id={inputId}
            type="checkbox"
            value={option.value}
            defaultChecked={checkedFeatures.includes(option.value)}
            className={checkboxClasses}
            // Toggling a feature re-checks the list at once (spec §4).
            {...register('features', { onChange: () => void form.trigger('features') })}
          />
        )}
      />
      <TextareaField
        id="custombot-requirements"
        label="Requirements"
        optional
        placeholder="Describe what the bot should do, the systems it should connect to and any deadline."
        className="sm:col-span-2"
        error={errorOf('requirements')}
        defaultValue={textOf(echoed, 'requirements')}
        {...register('requirements')}
      />
    </SubmissionForm>
  );
}
