// What each part of `npm run test:faults` runs against: a fresh PostgreSQL database (migrated,
// dropped at cleanup), the site's server (server.mjs, the build under test) on it, and for lead
// delivery the catcher its e-mails and webhook calls go to, in a worker thread.
import { startCatcherThread, type RemoteCatcher } from '../helpers/delivery-catcher-thread';
import type { FormKey } from '../helpers/lab/forms';
import {
  createDatabase,
  migrate,
  startNext,
  stopChild,
  type Started,
} from '../helpers/lab/harness';

/** The build's server action id of each form. */
export type Ids = Record<FormKey, string>;

export type Site = {
  database: { name: string; url: string };
  /** The settings the server was started with (besides the database's). */
  env: Record<string, string>;
  server: Started;
  /** Another server of the same build on the same database, with `env` for settings (quiet). */
  startServer: (env?: Record<string, string>) => Promise<Started>;
  /** Stops every server started here. */
  stop: () => Promise<void>;
};

export async function startSite({
  dist,
  database,
  env = {},
  quiet = false,
}: {
  dist: string;
  /** The database's name starts with this. */
  database: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Site> {
  const db = await createDatabase(database);
  migrate(db.url);
  const servers: Started[] = [];
  const startServer = async (settings = env) => {
    const server = await startNext({
      dist,
      databaseUrl: db.url,
      env: settings,
      quiet: quiet || servers.length > 0,
    });
    servers.push(server);
    return server;
  };
  return {
    database: db,
    env,
    server: await startServer(),
    startServer,
    stop: async () => {
      for (const server of servers) await stopChild(server.child);
    },
  };
}

/** A site that delivers leads: its alerts to `provider`, all of it to a catcher. */
export async function startDeliverySite({
  dist,
  database,
  provider,
  secret,
}: {
  dist: string;
  database: string;
  provider: string;
  /** LEADS_WEBHOOK_SECRET, which the catcher checks each call's signature with. */
  secret: string;
}): Promise<Site & { catcher: RemoteCatcher & { smtpUrl: string; webhookUrl: string } }> {
  const catcher = await startCatcherThread({ secret });
  const env = {
    SMTP_URL: catcher.smtpUrl,
    LEADS_NOTIFY_EMAIL: provider,
    LEADS_WEBHOOK_URL: catcher.webhookUrl,
    LEADS_WEBHOOK_SECRET: secret,
  };
  const site = await startSite({ dist, database, env, quiet: true });
  return {
    ...site,
    catcher,
    stop: async () => {
      await site.stop();
      await catcher.stop();
    },
  };
}
