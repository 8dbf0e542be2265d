// The leads export's CSV (scripts/leads-export.mjs): which table and columns each form exports,
// and the writer that turns rows into cells a spreadsheet shows as typed and never runs.
// Plain Node ESM, so the script runs without a TypeScript step; tests/unit/leads-csv.test.ts
// keeps these column lists equal to db/schema.ts.
import { stringify } from 'csv-stringify';

const ATTRIBUTION_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landing_path',
];

/**
 * Every column of a lead table the provider needs, in reading order: what the lead is, who sent
 * it, then the spam flag and where the visit came from. Only `id` and `submission_id`, internal
 * keys, are left out.
 */
export const LEAD_EXPORTS = {
  order: {
    table: 'bot_orders',
    columns: [
      'reference',
      'created_at',
      'bot_slug',
      'bot_category',
      'plan',
      'platform',
      'user_name',
      'email',
      'phone_number',
      'requirements',
      'additional_info',
      'status',
      'spam_reason',
      // The demo conversation the visitor had before ordering (docs/demo.md), if any.
      'demo_conversation_id',
      ...ATTRIBUTION_COLUMNS,
    ],
  },
  'custom-bot': {
    table: 'custom_bot_requests',
    columns: [
      'reference',
      'created_at',
      'business_name',
      'contact_name',
      'email',
      'phone',
      'category',
      'platform',
      'business_size',
      'budget',
      'features',
      'requirements',
      'status',
      'spam_reason',
      ...ATTRIBUTION_COLUMNS,
    ],
  },
  contact: {
    table: 'contact_messages',
    columns: [
      'reference',
      'created_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'inquiry_type',
      'message',
      'status',
      'spam_reason',
      ...ATTRIBUTION_COLUMNS,
    ],
  },
  newsletter: {
    table: 'newsletter_subscriptions',
    columns: ['created_at', 'email', 'source', 'spam_reason', ...ATTRIBUTION_COLUMNS],
  },
};

/**
 * Phone numbers are text, not numbers: opened bare, a spreadsheet drops the 0 of `03001234567`
 * and the + of `+923001234567` (LibreOffice 7.4 reads them as the numbers 3001234567 and
 * 923001234567; Excel's General format shows the second as 9.23001E+11). With an apostrophe in
 * front, as `escape_formulas` already gives `+92...`, both read the cell as text and show every
 * digit and the +, after a visible apostrophe. Every phone gets it, so the column is uniform and
 * a program reading the file strips exactly one.
 */
const PHONE_COLUMNS = new Set(['phone_number', 'phone']);

/** `custom_bot_requests.features` (text[]) in one cell; no feature label contains it. */
export const FEATURE_SEPARATOR = '; ';

/**
 * A stream that takes lead rows (objects keyed by column name, as postgres-js returns them) and
 * gives CSV: a UTF-8 byte-order mark, so Excel reads Urdu names as UTF-8 rather than its local
 * code page; a header row of the column names; one line per row, every cell that needs it quoted
 * (one with a line break of any kind too); and `escape_formulas` prefixes `'` to a cell starting
 * with =, +, -, @, tab or carriage return (or their full-width forms), so a spreadsheet shows it
 * as text and never runs it (OWASP, CSV injection).
 */
export function leadsCsv(columns) {
  return stringify({
    bom: true,
    header: true,
    columns,
    escape_formulas: true,
    // RFC 4180's line ending; line breaks inside a cell stay as the visitor typed them, quoted:
    // csv-stringify quotes by itself only a cell holding the whole \r\n, and a form keeps \n.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: {
      date: (value) => value.toISOString(),
      // The only column postgres-js returns as an object other than a Date is the features array.
      object: (value) => value.join(FEATURE_SEPARATOR),
      string: (value, { column }) => (PHONE_COLUMNS.has(column) ? `'${value}` : value),
    },
  });
}
