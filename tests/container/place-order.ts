// One order placed on a running site, as a browser with JavaScript sends it (the lab's action
// call), and nothing else needed but the site's address: the step `npm run test:container` and
// the workflow's container job share, run from the host against the port the container publishes.
//
//   npx tsx tests/container/place-order.ts http://127.0.0.1:3000
//
// Prints `order: ok BB-7K3F9Q <address>` and exits 0 when the site saved it; else prints what it
// answered and exits 1.
import { randomUUID } from 'node:crypto';
import { FORMS, withFields } from '../helpers/lab/forms';
import { callActionForResult } from '../helpers/lab/http';

/** The order page that works without JavaScript: its form carries the action's id. */
const ORDER_PAGE = '/bots/finance/order';

/**
 * The order action's id in this build, as the site publishes it: the form of the order page
 * names the action it posts to (`$ACTION_<n>:0`, `{"id": …}`), so no build folder is needed.
 */
async function orderActionId(base: string): Promise<string> {
  const answer = await fetch(new URL(ORDER_PAGE, base));
  const html = await answer.text();
  const form = html.slice(html.indexOf('<form id="order-form"'));
  const id = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(form.slice(0, form.indexOf('</form>')));
  if (!answer.ok || !id?.[1]) {
    throw new Error(`${ORDER_PAGE} answered ${answer.status} without the order form's action`);
  }
  return id[1];
}

async function main(): Promise<number> {
  const [base] = process.argv.slice(2);
  if (!base) {
    console.error('Usage: npx tsx tests/container/place-order.ts <site address>');
    return 2;
  }
  // An address of its own: the resend check would take a second identical order for the first.
  const email = `container-${randomUUID()}@example.com`;
  const { kind, result } = await callActionForResult({
    base,
    form: FORMS.order,
    actionId: await orderActionId(base),
    fields: withFields(FORMS.order.valid(), { email }),
  });
  console.log(`order: ${kind} ${result?.reference ?? '-'} ${email}`);
  return kind === 'ok' ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
