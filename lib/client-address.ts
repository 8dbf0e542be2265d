import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

export type RateLimitBucket = { key: string; max: number };

/**
 * Whose budget a submission counts against. Next.js keeps an X-Forwarded-For header the client
 * sent itself, so the header identifies a client only when a proxy we run writes it (TRUST_PROXY);
 * that proxy appends the address it saw, so the right-most entry is the one to believe. Without
 * one, clients cannot be told apart and all share one larger budget per form.
 */
export function rateLimitBucket(forwardedFor: string | null): RateLimitBucket {
  const { TRUST_PROXY, RATE_LIMIT_MAX, RATE_LIMIT_SHARED_MAX } = env();
  const client = forwardedFor?.split(',').at(-1)?.trim();
  if (TRUST_PROXY && client) return { key: `client:${client}`, max: RATE_LIMIT_MAX };
  return { key: 'shared', max: RATE_LIMIT_SHARED_MAX };
}

export async function currentRateLimitBucket(): Promise<RateLimitBucket> {
  return rateLimitBucket((await headers()).get('x-forwarded-for'));
}
