import 'server-only';
import { DeadlineError } from '@/db/errors';
import { env } from '@/lib/env';

/**
 * Every write runs under one application deadline, connection and pool wait included:
 * postgres-js has no timeout of its own for a query queued behind a full pool.
 */
export async function withDeadline<T>(work: () => Promise<T>): Promise<T> {
  const ms = env().DB_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
