import { defineConfig } from 'drizzle-kit';

const url = process.env.DATABASE_URL;

// Without DATABASE_URL the tools open the embedded PGlite folder the app uses.
// Stop the app first: two processes must never open that folder at once.
export default defineConfig({
  schema: './db/schema.ts',
  out: './db/migrations',
  dialect: 'postgresql',
  ...(url
    ? { dbCredentials: { url } }
    : { driver: 'pglite', dbCredentials: { url: process.env.PGLITE_DIR || '.data/pglite' } }),
  strict: true,
  verbose: true,
});
