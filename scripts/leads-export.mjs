#!/usr/bin/env node
// npm run -s leads:export -- --form order|custom-bot|contact|newsletter
//                            [--since YYYY-MM-DD] [--include-spam] [--output FILE]
//
// Writes one form's leads as CSV to standard output or FILE (scripts/lib/leads-csv.mjs). Reads
// DATABASE_URL, or else the embedded database the running site serves on 127.0.0.1. Only
// SELECTs. Exit codes: 0 done, 1 the database could not be read, 2 a wrong command line.
// A script beside the app, not part of it: it reads its two settings itself and talks to the
// database with postgres-js directly, as the bench's harness (tests/helpers/lab/harness.ts) does.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { LEAD_EXPORTS, leadsCsv } from './lib/leads-csv.mjs';

const FORMS = Object.keys(LEAD_EXPORTS);
const DEFAULT_EMBEDDED_DB_PORT = 54329;
const BATCH_SIZE = 1000;

const USAGE = `Usage: npm run -s leads:export -- --form <form> [--since YYYY-MM-DD] [--include-spam]
                                             [--output <file>]

Writes one form's leads as CSV to standard output (or --output): UTF-8 with a byte-order
mark, a header row of column names, one row per lead, oldest first.

  --form <form>     ${FORMS.join(', ')} (required)
  --since <day>     only leads created on or after this day (YYYY-MM-DD), from midnight
                    in Karachi, as the desk counts days
  --include-spam    also leads flagged as suspected spam (spam_reason set)
  --output <file>   write the CSV to this file instead of standard output
  -h, --help        show this help

Reads DATABASE_URL; without it, the running site's embedded database on
127.0.0.1:$EMBEDDED_DB_PORT (default ${DEFAULT_EMBEDDED_DB_PORT}). npm prints the script's
name on standard output before it runs it: \`npm run -s\` (silent) leaves only the CSV there.`;

class UsageError extends Error {}

/** The command line, checked: the form's table and columns, the since day, include spam. */
function readArguments(args) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        form: { type: 'string' },
        since: { type: 'string' },
        'include-spam': { type: 'boolean', default: false },
        output: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (values.help) return { help: true };
  if (values.form === undefined) throw new UsageError(`--form is required: ${FORMS.join(', ')}`);
  if (!Object.hasOwn(LEAD_EXPORTS, values.form)) {
    throw new UsageError(`unknown form '${values.form}': choose ${FORMS.join(', ')}`);
  }
  return {
    ...LEAD_EXPORTS[values.form],
    since: values.since === undefined ? undefined : checkedDay(values.since),
    includeSpam: values['include-spam'],
    output: values.output,
  };
}

/**
 * A YYYY-MM-DD day, checked: a day that does not exist (2026-02-30) is refused. The query counts
 * it from midnight in Karachi, where the desk shows every time and counts its days.
 */
function checkedDay(day) {
  const start = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(start.getTime())) {
    throw new UsageError(`--since must be a day as YYYY-MM-DD, got '${day}'`);
  }
  if (start.toISOString().slice(0, 10) !== day) {
    throw new UsageError(`--since: ${day} is not a day of the calendar`);
  }
  return day;
}

/** Where to read, and what to tell the provider when it cannot be reached. */
function database() {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (!URL.canParse(url)) throw new UsageError('DATABASE_URL is not a URL');
    const { hostname, port, pathname } = new URL(url);
    return {
      url,
      name: `DATABASE_URL (${hostname}:${port || 5432}${pathname})`,
      help: 'check that PostgreSQL runs there and that DATABASE_URL is right',
    };
  }
  const port = Number(process.env.EMBEDDED_DB_PORT || DEFAULT_EMBEDDED_DB_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(
      `EMBEDDED_DB_PORT must be a port number, got '${process.env.EMBEDDED_DB_PORT}'`,
    );
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    name: `the site's embedded database on 127.0.0.1:${port}`,
    help: 'start the site (npm start) so that it serves it, or set DATABASE_URL',
  };
}

/**
 * Failures that mean "not reached" rather than "reached, but the query failed": the network's
 * and postgres-js's own codes, and SQLSTATE classes 08 (connection), 28 (authentication) and
 * 3D (no such database).
 */
const CONNECTION_FAILURE =
  /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|CONNECT|08|28|3D)/;

/**
 * The leads in the order they were stored (by id, which the database hands out in insertion
 * order): a spreadsheet reads like a ledger, newest at the bottom, and a later export with
 * --since continues it. Fetched in batches keyed on the last id rather than through one cursor:
 * each batch is a short statement, so a slow reader (`| less`) holds no transaction open, and on
 * the embedded database, where one engine serves the site too, never keeps submissions waiting.
 */
async function* leads(sql, { table, columns, since, includeSpam }) {
  let after = 0;
  for (;;) {
    const batch = await sql`
      select id, ${sql(columns)} from ${sql(table)}
      where id > ${after}::bigint
        ${since ? sql`and created_at >= (${since}::date::timestamp at time zone 'Asia/Karachi')` : sql``}
        ${includeSpam ? sql`` : sql`and spam_reason is null`}
      order by id
      limit ${BATCH_SIZE}`;
    yield* batch;
    if (batch.length < BATCH_SIZE) return;
    after = batch.at(-1).id;
  }
}

async function main() {
  let request, source;
  try {
    request = readArguments(process.argv.slice(2));
    if (request.help) {
      console.log(USAGE);
      return 0;
    }
    source = database();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`leads:export: ${error.message}\nRun with --help for the usage.`);
    return 2;
  }
  const sql = postgres(source.url, {
    max: 1,
    connect_timeout: 5,
    onnotice: () => {},
    // The embedded database's server gives all its clients one shared session, the site's
    // included: a named prepared statement would outlive this run there, and a SET would change
    // the site's session, so neither is used. A startup setting it ignores; on PostgreSQL it makes
    // this session read-only, so a slip here cannot change a lead.
    prepare: false,
    connection: { application_name: 'botbazaar-leads-export', default_transaction_read_only: true },
  });
  try {
    // pipeline() pulls a row only when stdout has taken the last ones: backpressure end to end.
    const target = request.output ? fs.createWriteStream(request.output) : process.stdout;
    await pipeline(Readable.from(leads(sql, request)), leadsCsv(request.columns), target);
    return 0;
  } catch (error) {
    // The reader went away (`| head`): it has what it wanted.
    if (error.code === 'EPIPE') return 0;
    // No half-written file left behind to be taken for an export.
    if (request.output) fs.rmSync(request.output, { force: true });
    console.error(
      CONNECTION_FAILURE.test(error.code ?? '')
        ? `leads:export: cannot connect to ${source.name} (${error.message}): ${source.help}.`
        : `leads:export: reading ${request.table} from ${source.name} failed: ${error.message}`,
    );
    return 1;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

process.exitCode = await main();
