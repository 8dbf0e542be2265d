import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from '@/content/messages';
import { firstErrorPerField, IDLE, type ActionResult } from '@/lib/action-result';
import { actionEnvelopeProblem } from '@/lib/http/action-envelope';
import { contactSchema } from '@/lib/schemas/contact';
import { customBotSchema } from '@/lib/schemas/custom-bot';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { orderSchema } from '@/lib/schemas/order';
import { formDataToValues } from '@/lib/submission/form-data';
import { FORMS } from '@/tests/helpers/lab/forms';

// React's own reply encoder, the one the browser runs for a server action call. The envelope
// check (lib/http/action-envelope.ts) reads React's private reply tags; if an upgrade of React
// changes how it writes the four forms' arguments, this fails here and not in production.
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node',
) as { encodeReply: (value: unknown) => Promise<FormData | string> };

const SCHEMAS = {
  order: orderSchema,
  customBot: customBotSchema,
  contact: contactSchema,
  newsletter: newsletterSchema,
} as const;

/** Every state a form holds when it calls its action: each is the call's first argument. */
function previousStates(form: keyof typeof FORMS, values: Record<string, string | string[]>) {
  const mistyped = { ...values, email: 'not-an-email' };
  const parsed = SCHEMAS[form].safeParse(mistyped);
  const submissionId = crypto.randomUUID();
  const states: ActionResult[] = [
    IDLE,
    {
      status: 'invalid',
      errors: parsed.success ? {} : firstErrorPerField(parsed.error.issues),
      values: mistyped,
      submissionId,
    },
    { status: 'failed', message: rateLimitedMessage, values, submissionId },
    { status: 'ok', submissionId, reference: 'BB-7K3F9Q' },
    { status: 'duplicate' },
    { status: 'duplicate', values },
  ];
  return states;
}

describe("each form's real arguments, as React encodes them, pass the envelope check", () => {
  for (const name of Object.keys(FORMS) as (keyof typeof FORMS)[]) {
    it(name, async () => {
      const formData = new FormData();
      for (const [field, value] of FORMS[name].valid() as [string, string][]) {
        formData.append(field, value);
      }
      const values = formDataToValues(formData, ['features']);
      for (const previous of previousStates(name, values)) {
        if (previous.status === 'invalid') expect(previous.errors).toHaveProperty('email');
        const body = await encodeReply([previous, formData]);
        const request = new Request('http://localhost/', {
          method: 'POST',
          headers: { 'next-action': 'a'.repeat(42) },
          body,
        });
        expect(await actionEnvelopeProblem(request), `${name}, ${previous.status}`).toBeNull();
      }
    });
  }
});
