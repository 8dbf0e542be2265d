import 'server-only';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Parsed lazily so importing it never fails a build. */
const envSchema = z.object({
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /** Deadline in milliseconds for one database write, connection included. */
  DB_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /**
   * How many reverse proxies you run in front of the app, each appending the address it saw to
   * X-Forwarded-For (1: nginx; 2: a CDN, then nginx). 0: the header is never read, since
   * clients can forge it; the connection's own address identifies the client.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Submissions per form a client may send in one window. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse({
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    PGLITE_DIR: process.env.PGLITE_DIR || undefined,
    DB_TIMEOUT_MS: process.env.DB_TIMEOUT_MS || undefined,
    DB_POOL_MAX: process.env.DB_POOL_MAX || undefined,
    TRUST_PROXY: process.env.TRUST_PROXY || undefined,
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || undefined,
    RATE_LIMIT_WINDOW_SECONDS: process.env.RATE_LIMIT_WINDOW_SECONDS || undefined,
  });
  return cached;
}

export function pgliteDir(): string {
  // The folder is chosen at run time; it is not part of the build output.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().PGLITE_DIR);
}

/** True while `next build` prerenders pages: no database is opened then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
