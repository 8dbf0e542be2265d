import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryChannel, LeadType } from '@/content/leads';
import { prepareStatement } from '@/db/client';
import { countHit, list, name } from '@/db/queries/guards';
import { withDeadline } from '@/db/queries/deadline';
import { leadDeliveries } from '@/db/schema';
import { env } from '@/lib/env';

/**
 * Where a saved lead goes next (lead_deliveries): its channels, and the visitor's address, whose
 * confirmations are limited per hour.
 */
export type Delivery = {
  channels: readonly DeliveryChannel[];
  recipient: string;
  confirmationsPerHour: number;
  /** The client that sent the lead (its rate limit's key), and its confirmations an hour. */
  sender: string;
  confirmationsPerSenderHour: number;
};

/** Confirmations per recipient address per hour, at most (docs/rules.md#e-mails-and-webhook). */
export const CONFIRMATIONS_PER_HOUR = 3;

/**
 * Confirmations for the leads of one client per hour, at most, whatever addresses they give: as
 * many as it may send leads of one form in a window (RATE_LIMIT_MAX, 10 by default; a load test
 * that lifts the one lifts the other). Within the forms' own limit, one client had the site mail
 * 30 strangers of its choosing a minute, 1,800 an hour, each at the provider's cost and sending
 * reputation. A visitor sends a lead or three; a lead past this is saved, alerted and sent on as
 * any other, unconfirmed.
 */
export const confirmationsPerSenderHour = () => env().RATE_LIMIT_MAX;

/**
 * Where a lead saved now goes (queued with it, in the same statement): the provider's alert
 * always (mailed, or one log line without mail settings), the webhook when one is set, and the
 * visitor's confirmation when mail is set up. A lead flagged as suspected spam is delivered
 * only when LEADS_NOTIFY_SPAM asks for it, and never confirmed to its sender.
 */
export function deliveryOf(recipient: string, spam: boolean, sender: string): Delivery | undefined {
  const { SMTP_URL, LEADS_WEBHOOK_URL, LEADS_NOTIFY_SPAM } = env();
  if (spam && !LEADS_NOTIFY_SPAM) return undefined;
  const channels: DeliveryChannel[] = ['alert'];
  if (LEADS_WEBHOOK_URL) channels.push('webhook');
  if (SMTP_URL && !spam) channels.push('confirmation');
  return {
    channels,
    recipient,
    confirmationsPerHour: CONFIRMATIONS_PER_HOUR,
    sender,
    confirmationsPerSenderHour: confirmationsPerSenderHour(),
  };
}

const { id, state, nextAttemptAt, lockedUntil, attempts, lastError, createdAt } = leadDeliveries;

/**
 * Queues one delivery per channel of a lead that was saved (steps of the statement that saves
 * it, db/queries/submissions.ts), each with the lead's part of its payload: jsonb written from
 * TypeScript (deliveryPayload in db/queries/submissions.ts), read back through lib/delivery/payload.ts. Type,
 * reference and time are the row's own columns; its `created_at` is the lead's, the same
 * statement's `now()`. A confirmation is queued only while its recipient and its sender are under
 * their hourly limits of confirmations, and only its row holds the recipient.
 */
export function enqueueDeliveries(): SQL[] {
  const channels = sql`${sql.placeholder('channels')}::text[]`;
  const { channel, recipient, payload, leadType, reference } = leadDeliveries;
  return [
    // The sender's cap first, then the mailbox's, each counted only for a confirmation that goes:
    // one refused by the sender's cap spends nothing of the mailbox's.
    sql`sender_confirmations as (${countHit('senderConfirmation', sql`saved where 'confirmation' = any(${channels})`, { capped: true })})`,
    sql`confirmations as (${countHit('confirmation', sql`saved where 'confirmation' = any(${channels}) and exists (select 1 from sender_confirmations)`, { capped: true })})`,
    sql`queued as (
      insert into ${leadDeliveries} (${list([name(channel), name(leadType), name(reference), name(recipient), name(payload)])})
      select channel, ${sql.placeholder('leadType')}::text, ${sql.placeholder('reference')}::text,
        case when channel = 'confirmation' then ${sql.placeholder('recipient')}::text end,
        ${sql.placeholder('payload')}::jsonb
      from saved cross join unnest(${channels}) as channel
      where channel <> 'confirmation' or exists (select 1 from confirmations)
      returning 1)`,
  ];
}

/** A delivery as a worker claims it; lib/delivery/payload.ts checks its payload. */
export type QueuedDelivery = {
  id: number;
  channel: DeliveryChannel;
  leadType: LeadType;
  reference: string;
  recipient: string | null;
  createdAt: Date;
  attempts: number;
  payload: unknown;
};

/**
 * Claims up to `limit` due deliveries for `leaseSeconds`: rows another worker holds are skipped,
 * not waited for, so every app instance can run a worker and none takes a row twice. A worker
 * that dies with a claim lets it lapse, and the row is due again. The provider's alerts come
 * first (the one delivery with a time promised, docs/rules.md#e-mails-and-webhook), then the
 * rest, each in the order they fell due; both walk the index of due rows. A row the second
 * step locked but the limit leaves out is free again once the statement commits. `busy`: rows
 * this worker is still delivering, not taken again even once their claim has lapsed.
 */
const due = (channel: SQL) => sql`select ${id}, ${nextAttemptAt} as due_at from ${leadDeliveries}
    where ${state} = 'pending' and ${nextAttemptAt} <= now()
      and (${lockedUntil} is null or ${lockedUntil} < now()) and ${channel}
      and ${id} <> all(${sql.placeholder('busy')}::bigint[])
    order by ${nextAttemptAt}
    limit ${sql.placeholder('limit')}
    for update skip locked`;
const claim = prepareStatement(sql`
  with alerts as (${due(sql`${leadDeliveries.channel} = 'alert'`)}),
    others as (${due(sql`${leadDeliveries.channel} <> 'alert'`)}),
    chosen as (
      select id from (
        select id, 0 as rank, due_at from alerts union all select id, 1, due_at from others
      ) as candidates
      order by rank, due_at
      limit ${sql.placeholder('limit')})
  update ${leadDeliveries} set
    ${name(lockedUntil)} = now() + make_interval(secs => ${sql.placeholder('leaseSeconds')}),
    ${name(attempts)} = ${attempts} + 1
  where ${id} in (select id from chosen)
  returning ${id} as id, ${leadDeliveries.channel} as channel, ${leadDeliveries.leadType} as lead_type,
    ${leadDeliveries.reference} as reference, ${leadDeliveries.recipient} as recipient,
    ${createdAt} as created_at, ${attempts} as attempts, ${leadDeliveries.payload} as payload`);

export async function claimDeliveries(
  limit: number,
  leaseSeconds: number,
  busy: readonly number[] = [],
): Promise<QueuedDelivery[]> {
  const rows = await withDeadline(() => claim({ limit, leaseSeconds, busy }));
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel as DeliveryChannel,
    leadType: row.lead_type as LeadType,
    reference: String(row.reference),
    recipient: typeof row.recipient === 'string' ? row.recipient : null,
    createdAt: new Date(row.created_at as Date | string),
    attempts: Number(row.attempts),
    payload: row.payload,
  }));
}

/**
 * Renews this worker's claims on `ids` for another `leaseSeconds`, while it is still sending
 * them (lib/delivery/worker.ts), and resolves with the ids renewed. Only a claim that has not
 * lapsed is renewed: one that has may be another worker's by now, and is left to it.
 */
const renew = prepareStatement(sql`
  update ${leadDeliveries} set
    ${name(lockedUntil)} = now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})
  where ${id} = any(${sql.placeholder('ids')}::bigint[]) and ${state} = 'pending'
    and ${lockedUntil} > now()
  returning ${id} as id`);

export async function renewClaims(ids: readonly number[], leaseSeconds: number): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await withDeadline(() => renew({ ids, leaseSeconds }));
  return rows.map((row) => Number(row.id));
}

/**
 * Gives back claims this worker made and will not act on (it is stopping): the rows are due
 * again at once, for any worker, and the claim does not count as an attempt. As for renewal,
 * only a claim that has not lapsed is given back.
 */
const release = prepareStatement(sql`
  update ${leadDeliveries} set ${name(lockedUntil)} = null, ${name(attempts)} = ${attempts} - 1
  where ${id} = any(${sql.placeholder('ids')}::bigint[]) and ${state} = 'pending'
    and ${lockedUntil} > now()`);

export async function releaseClaims(ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await withDeadline(() => release({ ids }));
}

/**
 * Done, in one statement for a whole batch: each 'sent', or 'skipped' (its channel is not
 * configured). The lead's copy and the recipient are dropped, so the app's role can read only
 * what is still to be delivered (db/app-role.sql).
 */
const finish = prepareStatement(sql`
  update ${leadDeliveries} set ${name(state)} = done.state,
    ${name(leadDeliveries.deliveredAt)} = now(),
    ${name(leadDeliveries.payload)} = null,
    ${name(leadDeliveries.recipient)} = null,
    ${name(lockedUntil)} = null, ${name(lastError)} = null
  from unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('states')}::text[]) as done(id, state)
  where ${id} = done.id`);

export async function finishDeliveries(
  done: readonly { id: number; outcome: 'sent' | 'skipped' }[],
): Promise<void> {
  if (!done.length) return;
  await withDeadline(() =>
    finish({ ids: done.map((delivery) => delivery.id), states: done.map((d) => d.outcome) }),
  );
}

/**
 * A failed attempt: due again after 15 s, then at doubling intervals capped at one hour
 * (docs/rules.md#e-mails-and-webhook); failing for a whole day, kept as 'dead' with its last
 * error, and like a delivery done, without its copy of the lead or its recipient: a retry from
 * the desk makes them again from the lead (db/queries/desk-leads.ts). Resolves with the state it
 * is left in.
 */
const givenUp = sql`${createdAt} < now() - interval '24 hours'`;
const fail = prepareStatement(sql`
  update ${leadDeliveries} set
    ${name(state)} = case when ${givenUp} then 'dead' else 'pending' end,
    ${name(leadDeliveries.payload)} = case when ${givenUp} then null else ${leadDeliveries.payload} end,
    ${name(leadDeliveries.recipient)} = case when ${givenUp} then null else ${leadDeliveries.recipient} end,
    ${name(nextAttemptAt)} = now() + make_interval(secs => least(15 * power(2, ${attempts} - 1), 3600)),
    ${name(lockedUntil)} = null,
    ${name(lastError)} = ${sql.placeholder('error')}
  where ${id} = ${sql.placeholder('id')}
  returning ${state} as state`);

export async function failDelivery(deliveryId: number, error: string): Promise<'pending' | 'dead'> {
  const [row] = await withDeadline(() => fail({ id: deliveryId, error: error.slice(0, 2000) }));
  return row?.state === 'dead' ? 'dead' : 'pending';
}
