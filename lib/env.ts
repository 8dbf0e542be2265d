import 'server-only';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Parsed lazily so importing it never fails a build. */
const envSchema = z.object({
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /**
   * Without DATABASE_URL, the port on 127.0.0.1 where the embedded database is served to
   * Postgres clients (psql, Drizzle Studio, the export); 0 turns that off.
   */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
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
  /** e.g. smtp://user:pass@mail.example:587; without it nothing is e-mailed and each alert is a log line. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('BotBazaar <no-reply@botbazaar.example>'),
  /** The provider's inbox for alerts; several, comma-separated. */
  LEADS_NOTIFY_EMAIL: z
    .string()
    .transform((list) => list.split(',').map((address) => address.trim()))
    .pipe(z.array(z.email()).min(1))
    .optional(),
  /** Receives a JSON POST per lead, signed with LEADS_WEBHOOK_SECRET when it is set. */
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEADS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** 1: alert suspected spam too, its subject prefixed [Suspected spam]. */
  LEADS_NOTIFY_SPAM: z.stringbool().default(false),
  /** Who may sign in to the desk at /desk (case-insensitive); unset: the desk is off, 404. */
  DESK_OWNERS: z
    .string()
    .transform((list) => list.split(',').map((address) => address.trim().toLowerCase()))
    .pipe(z.array(z.email()).min(1))
    .optional(),
  /** Signs the desk's sessions and sign-in links (docs/desk.md). */
  AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * The site's own address, e.g. https://botbazaar.example: where sign-in links point, and the
   * one the desk's passkeys are made for.
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The desk's own database role (db/desk-role.sql), so the public forms' role stays
   * insert-only; unset: the desk uses DATABASE_URL, or the embedded database.
   */
  DESK_DATABASE_URL: z.url().optional(),
  /**
   * The bot demos' live model (docs/demo.md): an OpenAI-compatible API base, its key (a local
   * server takes none) and the model's name; without a base URL the demos are the recorded
   * samples only.
   */
  DEMO_LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_LLM_API_KEY: z.string().optional(),
  DEMO_LLM_MODEL: z.string().max(200).optional(),
  /** The whole site's live tokens per Asia/Karachi day, prompt and completion; 0: no live demo. */
  DEMO_DAILY_TOKENS: z.coerce.number().int().min(0).default(200_000),
  /** Visitor messages a client may send to a live demo per hour. */
  DEMO_MESSAGES_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Live replies streaming at once, per app instance. */
  DEMO_MAX_CONCURRENT: z.coerce.number().int().positive().default(8),
  NODE_ENV: z.string().optional(),
});

/**
 * The desk in production needs its secret and its address. Outside production a missing
 * AUTH_SECRET is made up per process, and without SITE_URL the address is the one each request
 * came to (lib/auth.ts). A live demo needs its model's name.
 */
const settingsSchema = envSchema.superRefine((settings, context) => {
  if (settings.DEMO_LLM_BASE_URL && !settings.DEMO_LLM_MODEL) {
    context.addIssue({
      code: 'custom',
      path: ['DEMO_LLM_MODEL'],
      message: 'required with DEMO_LLM_BASE_URL',
    });
  }
  if (!settings.DESK_OWNERS || settings.NODE_ENV !== 'production') return;
  for (const name of ['AUTH_SECRET', 'SITE_URL'] as const) {
    if (settings[name]) continue;
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'required in production when DESK_OWNERS is set',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** A setting the server cannot run with, named with what is wrong with it. */
export class SettingsError extends Error {
  constructor(error: z.ZodError) {
    const problems = error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    super(`Invalid setting${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

let cached: Env | undefined;

export function env(): Env {
  // An empty setting counts as unset, as in a .env file with `NAME=`.
  if (cached) return cached;
  const parsed = settingsSchema.safeParse(
    Object.fromEntries(
      Object.keys(envSchema.shape).map((name) => [name, process.env[name] || undefined]),
    ),
  );
  if (!parsed.success) throw new SettingsError(parsed.error);
  cached = parsed.data;
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
