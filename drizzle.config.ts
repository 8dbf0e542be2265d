import { defineConfig } from 'drizzle-kit';

// With DATABASE_URL, that database. Without it, the embedded database the running site serves
// on loopback (EMBEDDED_DB_PORT, db/client.ts): start the site first. Tooling configuration, so
// it reads the environment itself.
const url =
  process.env.DATABASE_URL ||
  `postgres://postgres@127.0.0.1:${process.env.EMBEDDED_DB_PORT || 54329}/postgres`;

export default defineConfig({
  schema: './db/schema.ts',
  out: './db/migrations',
  dialect: 'postgresql',
  dbCredentials: { url },
  strict: true,
  verbose: true,
});
