/** Reading driver errors. drizzle-orm wraps them: the Postgres code is on `cause`. */

const UNAVAILABLE_CODES = new Set([
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up)
  '57014', // statement timeout
  '53300', // too many connections
  // Not reached: a name that does not resolve (a stopped compose service, whose name Docker's DNS
  // forgets; a DNS server that does not answer), or no route to the host.
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

export class DeadlineError extends Error {
  readonly code = 'DEADLINE';
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the database could not be reached or did not answer in time: worth a retry. */
export function isTemporarilyUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === 'DEADLINE' ||
    (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
  );
}

/**
 * True when a unique index on `column` refused the row. postgres-js names the constraint in
 * `constraint_name`, PGlite in `constraint`; drizzle's unique constraints are `<table>_<column>_unique`.
 */
export function isUniqueViolationOf(error: unknown, column: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint_name, constraint } = current as Record<string, unknown>;
    const name = constraint_name ?? constraint;
    if (code === '23505' && typeof name === 'string') return name.endsWith(`_${column}_unique`);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error as it may be logged where the statement's values must not be (a demo visitor's words,
 * an owner's address): drizzle's wrapper (DrizzleQueryError, told by its `query` and `params`, as
 * the build may hold more than one copy of its class) quotes every parameter in its message. Its
 * statement and the database's code are kept; any other error is returned as it is.
 */
export function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error;
  return `Failed query (${errorCode(error) ?? 'no code'}): ${String(error.query)}`;
}
