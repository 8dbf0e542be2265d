import { ActionForm } from '@/components/desk/action-form';
import type { LeadType } from '@/content/leads';
import type { LeadDetail } from '@/lib/desk/reads';
import { retry } from '@/lib/desk/actions';
import { formatTime } from '@/lib/desk/format';

const CHANNEL_LABELS: Record<string, string> = {
  alert: 'Alert e-mail',
  confirmation: 'Confirmation e-mail',
  webhook: 'Webhook',
};

/** A delivery is failed when it is dead, or waiting for another try after an error. */
const failed = (delivery: LeadDetail['deliveries'][number]) =>
  delivery.state === 'dead' || (delivery.state === 'pending' && delivery.lastError !== null);

export function DeliveriesTable({
  type,
  id,
  deliveries,
}: {
  type: LeadType;
  id: number;
  deliveries: LeadDetail['deliveries'];
}) {
  if (!deliveries.length)
    return <p className="text-slate-700">Nothing was queued for this lead.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {deliveries.map((delivery) => (
        <li
          key={delivery.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="text-sm">
            <p className="font-semibold text-slate-900">
              {CHANNEL_LABELS[delivery.channel] ?? delivery.channel}:{' '}
              <span className={failed(delivery) ? 'text-danger' : 'text-slate-800'}>
                {delivery.state}
              </span>
            </p>
            <p className="text-slate-700">
              {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
              {/* A dead letter is tried no more: no next time, only the retry below. */}
              {delivery.deliveredAt
                ? `, done ${formatTime(delivery.deliveredAt)}`
                : delivery.state === 'dead'
                  ? ''
                  : `, next ${formatTime(delivery.nextAttemptAt)}`}
            </p>
            {delivery.lastError && (
              <p className="break-all text-slate-700">Last error: {delivery.lastError}</p>
            )}
          </div>
          {failed(delivery) && (
            <ActionForm action={retry}>
              <input type="hidden" name="type" value={type} />
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="delivery" value={delivery.id} />
              <button
                type="submit"
                className="min-h-11 rounded-xl border border-primary-700 px-4 text-sm font-semibold text-primary-700 hover:bg-primary-50"
              >
                Retry {CHANNEL_LABELS[delivery.channel]?.toLowerCase() ?? delivery.channel}
              </button>
            </ActionForm>
          )}
        </li>
      ))}
    </ul>
  );
}
