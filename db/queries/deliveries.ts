import 'server-only';
import { sql } from 'drizzle-orm';
import { prepareStatement } from '@/db/client';
import { withDeadline } from '@/db/queries/deadline';
import { leadDeliveries, type DueDelivery } from '@/db/schema';

const { id, state, nextAttemptAt, lockedUntil, attempts, lastError, createdAt } = leadDeliveries;

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`: rows another worker holds are skipped,
 * not waited for, so every app instance can run a worker and none takes a row twice. A worker
 * that dies with a claim lets it lapse, and the row is due again.
 */
const claim = prepareStatement(sql`
  update ${leadDeliveries} set
    ${sql.identifier(lockedUntil.name)} = now() + make_interval(secs => ${sql.placeholder('leaseSeconds')}),
    ${sql.identifier(attempts.name)} = ${attempts} + 1
  where ${id} in (
    select ${id} from ${leadDeliveries}
    where ${state} = 'pending' and ${nextAttemptAt} <= now()
      and (${lockedUntil} is null or ${lockedUntil} < now())
    order by ${nextAttemptAt}
    limit ${sql.placeholder('limit')}
    for update skip locked)
  returning ${id} as id, ${leadDeliveries.channel} as channel, ${leadDeliveries.recipient} as recipient,
    ${leadDeliveries.payload} as payload, ${attempts} as attempts`);

export async function claimDeliveries(limit: number, leaseSeconds: number): Promise<DueDelivery[]> {
  const rows = await withDeadline(() => claim({ limit, leaseSeconds }));
  return rows.map((row) => ({ ...(row as DueDelivery), id: Number(row.id) }));
}

/**
 * Done: 'sent', or 'skipped' (its channel is not configured). The lead's copy is dropped, so
 * the app's role can read only what is still to be delivered.
 */
const finish = prepareStatement(sql`
  update ${leadDeliveries} set ${sql.identifier(state.name)} = ${sql.placeholder('state')},
    ${sql.identifier(leadDeliveries.deliveredAt.name)} = now(),
    ${sql.identifier(leadDeliveries.payload.name)} = null,
    ${sql.identifier(lockedUntil.name)} = null, ${sql.identifier(lastError.name)} = null
  where ${id} = ${sql.placeholder('id')}`);

export async function finishDelivery(deliveryId: number, outcome: 'sent' | 'skipped') {
  await withDeadline(() => finish({ id: deliveryId, state: outcome }));
}

/**
 * A failed attempt: due again after 15 s, then at doubling intervals capped at one hour
 * (docs/rules.md#e-mails-and-webhook); failing for a whole day, kept as 'dead' with its last error.
 */
const fail = prepareStatement(sql`
  update ${leadDeliveries} set
    ${sql.identifier(state.name)} = case when ${createdAt} < now() - interval '24 hours' then 'dead' else 'pending' end,
    ${sql.identifier(nextAttemptAt.name)} = now() + make_interval(secs => least(15 * power(2, ${attempts} - 1), 3600)),
    ${sql.identifier(lockedUntil.name)} = null,
    ${sql.identifier(lastError.name)} = ${sql.placeholder('error')}
  where ${id} = ${sql.placeholder('id')}`);

export async function failDelivery(deliveryId: number, error: string) {
  await withDeadline(() => fail({ id: deliveryId, error: error.slice(0, 2000) }));
}
