/**
 * A PostgreSQL database of a test file's own (`name`, reached at `own`), made through the server
 * at `url`: a file whose delivery worker takes every due row must not share one with others.
 */
export type OwnDatabase = { url: string; name: string; own: string };

/**
 * Points DATABASE_URL at `botbazaar_<tag>_<pid>` on the server it names, for a file to make with
 * createOwnDatabase (tests/helpers/database.ts); undefined without DATABASE_URL, where the file's
 * PostgreSQL suite is skipped. Called in `vi.hoisted`, before anything reads the setting, so this
 * module imports nothing.
 */
export function useOwnDatabase(tag: string): OwnDatabase | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const own = new URL(url);
  own.pathname = `/botbazaar_${tag}_${process.pid}`;
  process.env.DATABASE_URL = own.toString();
  return { url, name: own.pathname.slice(1), own: own.toString() };
}
