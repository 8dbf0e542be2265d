'use client';

import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  OTHER_PLATFORM_PLAN,
  platformLabel,
  type PlanCode,
  type PlatformCode,
} from '@/content/form-options';
import { ORDER_FORM_TITLE, orderDialogs } from '@/content/messages';
import type { OrderTarget } from '@/content/order-target';
import { getPlan, planChoice, plans, planSummary } from '@/content/plans';
import { submitOrder } from '@/lib/actions/order';
import { orderSchema } from '@/lib/schemas/order';
import { FormNotice, SubmissionForm } from '@/components/forms/submission-form';
import {
  UNCHOSEN,
  useSubmissionForm,
  type Draft,
  type InDialog,
} from '@/components/forms/use-submission-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { demoOfVisit } from '@/lib/demo/visit';
import type { DialogState } from '@/components/ui/dialog-link';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';

const planOptions = plans.map((plan) => ({ value: plan.code, label: planChoice(plan) }));

/**
 * The 'Fill Order Details' form: in the order dialog, on a bot's order page and on an industry
 * page. The plan is read-only when preselected; each plan shows its monthly price and, once
 * chosen, what it includes; 'Other' is a platform only with Premium.
 */
export function OrderForm({
  target,
  plan: preselected,
  onSuccessShown,
  onSuccess,
  ...inDialog
}: {
  target: OrderTarget;
  /** Preselected and read-only when given. */
  plan?: PlanCode;
  /** Runs when the success dialog opens (the order dialog gives way to it). */
  onSuccessShown?: () => void;
  /** Runs with the reference when the success dialog has closed (the order dialog closes then). */
  onSuccess?: (reference: string | undefined) => void;
} & InDialog) {
  const state = useSubmissionForm({
    action: submitOrder,
    id: 'order-form',
    extra: demoOfVisit,
    schema: orderSchema,
    empty: {
      source: target.source,
      slug: target.slug,
      name: '',
      email: '',
      phone: '',
      plan: preselected ?? UNCHOSEN,
      platform: UNCHOSEN,
      requirements: '',
      additionalInfo: '',
    },
    ...inDialog,
  });
  const { form, field } = state;
  const hydrated = useHydrated();
  // A success empties the form: its plan, and with it what the plan includes and 'Other', too.
  // Read with watch(), not useWatch: a plan chosen before the code arrived reaches
  // react-hook-form as the island hydrates, before a useWatch has subscribed, and it would go on
  // showing no plan (the platforms without 'Other' under Premium).
  const chosen = form.watch('plan');
  const plan = preselected ?? chosen;

  // Without JavaScript the list cannot follow a plan still to be chosen, so 'Other' is offered
  // and the server explains if it is picked without Premium; a fixed plan decides at once.
  const followsPlan = hydrated || preselected !== undefined;
  const platformCodes: readonly PlatformCode[] =
    plan === OTHER_PLATFORM_PLAN || !followsPlan
      ? [...target.platforms, 'other']
      : target.platforms;
  const platformOptions = platformCodes.map((code) => ({
    value: code,
    label: platformLabel(code, target.platformLabels),
  }));

  return (
    <SubmissionForm
      state={state}
      dialogs={orderDialogs}
      submitLabel="Place Order"
      pendingLabel="Submitting..."
      onSuccessShown={onSuccessShown}
      onSuccessSeen={onSuccess}
    >
      <input type="hidden" value={target.source} {...form.register('source')} />
      <input type="hidden" value={target.slug} {...form.register('slug')} />
      <TextField
        autoComplete="name"
        required
        className="@lg:col-span-2"
        {...field('name', 'Full name')}
      />
      <EmailField {...field('email', 'Email')} />
      <PhoneField placeholder="0300 1234567" required {...field('phone', 'Phone number')} />
      {preselected ? (
        <>
          <TextField
            id="order-plan"
            label="Plan"
            value={planChoice(getPlan(preselected))}
            hint={planSummary(preselected)}
            error={state.errorOf('plan')}
            readOnly
          />
          <input type="hidden" value={preselected} {...form.register('plan')} />
        </>
      ) : (
        <SelectField
          placeholder="Select a plan"
          options={planOptions}
          hint={planSummary(plan)}
          required
          {...field('plan', 'Plan', {
            // 'Other' leaves the list with Premium, so a chosen 'Other' must go too.
            onChange: (event: { target: { value: string } }) => {
              if (
                event.target.value !== OTHER_PLATFORM_PLAN &&
                form.getValues('platform') === 'other'
              )
                form.setValue('platform', UNCHOSEN);
            },
          })}
        />
      )}
      <SelectField
        placeholder="Select a platform"
        options={platformOptions}
        required
        {...field('platform', 'Platform')}
      />
      <TextField
        id="order-category"
        label="Bot category"
        value={target.botCategory}
        readOnly
        className="@lg:col-span-2"
      />
      <TextareaField
        optional
        placeholder="What should the bot do for your customers?"
        className="@lg:col-span-2"
        {...field('requirements', 'Requirements')}
      />
      <TextareaField
        optional
        rows={3}
        className="@lg:col-span-2"
        {...field('additionalInfo', 'Additional information')}
      />
    </SubmissionForm>
  );
}

/**
 * The 'Fill Order Details' dialog of a bot page's order buttons (order-dialog.tsx fetches this
 * module at idle). Until its first open (`open` undefined) the form is built ahead in a node of
 * its own off the page, with no style or layout to compute, which moves into the dialog when it
 * opens. Once closed, the form unmounts and keeps its draft for a reopening; an order sent just
 * before the dialog closed is still placed, and its reference shown by the button.
 */
export function OrderDialogContent({
  open,
  onOpenChange,
  target,
  plan,
  description,
  returnFocusTo,
  onPlaced,
}: DialogState & {
  target: OrderTarget;
  plan?: PlanCode;
  description: string;
  /** An order went through: its reference, once its success dialog has closed. */
  onPlaced: (reference: string | undefined) => void;
}) {
  const [draft, setDraft] = useState<Draft>();
  const [concealed, setConcealed] = useState(false);
  const conceal = useCallback(() => setConcealed(true), []);
  const [home] = useState(() => document.createElement('div'));
  // Moved into the dialog once. Appended again on every render (an inline ref), the form left the
  // page for a moment: a field being typed in lost its focus, and the dialog took it, with the
  // next letters typed.
  const place = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && home.parentNode !== node) node.append(home);
    },
    [home],
  );
  const form = (
    <OrderForm
      target={target}
      plan={plan}
      draft={draft}
      onDraft={setDraft}
      onAnswerAfterClose={(result) => {
        // A failure keeps the draft, and its id, for the retry; a success is placed.
        if (result.status !== 'ok') return;
        setDraft(undefined);
        onPlaced(result.reference);
      }}
      // Success shows its own dialog alone: this one, emptied behind it, is not shown, and closes
      // with it.
      onSuccessShown={conceal}
      onSuccess={(reference) => {
        onPlaced(reference);
        setConcealed(false);
        onOpenChange(false);
      }}
    />
  );
  return (
    <>
      {open !== false && createPortal(form, home)}
      <Dialog open={open === true} onOpenChange={onOpenChange}>
        <DialogContent
          title={ORDER_FORM_TITLE}
          description={description}
          returnFocusTo={returnFocusTo}
          concealed={concealed}
        >
          <div ref={place} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The success of an order placed from the dialog, kept by its button once the dialog has closed. */
export function PlacedNotice({ reference }: { reference: string }) {
  return (
    <div className="order-last mt-3 w-full text-left text-sm">
      <FormNotice notice={{ tone: 'success', ...orderDialogs.ok, reference }} />
    </div>
  );
}
