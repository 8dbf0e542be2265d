import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CUSTOM_BOT_FEATURES } from '@/content/form-options';
import {
  botOrders,
  contactMessages,
  customBotRequests,
  newsletterSubscriptions,
} from '@/db/schema';
import {
  FEATURE_SEPARATOR,
  LEAD_EXPORTS,
  leadsCsv,
  type LeadForm,
} from '@/scripts/lib/leads-csv.mjs';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ORDER = LEAD_EXPORTS.order.columns;
/** What a spreadsheet would run: a cell must never start with one of these. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

async function csv(columns: string[], rows: Record<string, unknown>[]): Promise<Buffer> {
  return buffer(Readable.from(rows).pipe(leadsCsv(columns)));
}

/** Cells as a spreadsheet-independent CSV parser reads them, header row first. */
function cells(output: Buffer): string[][] {
  return parse(output, { bom: true });
}

describe('the leads CSV', () => {
  // [column, what the visitor typed, the cell the CSV must carry]
  const hostile: [string, string, string][] = [
    ['user_name', 'عائشہ خان', 'عائشہ خان'],
    [
      'requirements',
      '=HYPERLINK("http://evil.example","x")',
      `'=HYPERLINK("http://evil.example","x")`,
    ],
    ['additional_info', '+1', `'+1`],
    ['bot_category', '-2+3', `'-2+3`],
    ['utm_source', '@SUM(A1)', `'@SUM(A1)`],
    ['utm_medium', '\t=1+1', `'\t=1+1`],
    ['utm_campaign', '\r=1+1', `'\r=1+1`],
    ['utm_term', 'He said "hi", then left', 'He said "hi", then left'],
    ['utm_content', 'line 1\nline 2\r\nline 3', 'line 1\nline 2\r\nline 3'],
    // A form's text as stored: its line breaks are \n alone (lib/schemas/fields.ts).
    ['email', 'two\nlines', 'two\nlines'],
    ['status', 'a\rb', 'a\rb'],
    ['referrer', 'https://example.com/😀🚀', 'https://example.com/😀🚀'],
    ['landing_path', '＝SUM(1)', `'＝SUM(1)`],
    // Phones are text: the + and a leading 0 kept, behind the same apostrophe (leads-csv.mjs).
    ['phone_number', '+923001234567', `'+923001234567`],
  ];
  const created = new Date('2026-11-21T09:15:02.123Z');

  it('round-trips hostile cells as typed, with formula starts neutralised by an apostrophe', async () => {
    const row = {
      id: '1',
      created_at: created,
      spam_reason: null,
      ...Object.fromEntries(hostile.map(([column, typed]) => [column, typed])),
    };
    const local = { id: '2', created_at: created, user_name: 'Omar', phone_number: '03001234567' };
    const output = await csv(ORDER, [row, local]);

    expect(output.subarray(0, 3)).toEqual(BOM);
    const [header, first, second, ...rest] = cells(output);
    expect(header).toEqual(ORDER);
    expect(rest).toEqual([]);
    const read = Object.fromEntries(ORDER.map((column, i) => [column, first![i]]));
    for (const [column, , expected] of hostile) expect(read[column], column).toBe(expected);
    expect(read.created_at).toBe('2026-11-21T09:15:02.123Z');
    expect(read.spam_reason).toBe('');
    expect(second![ORDER.indexOf('phone_number')]).toBe(`'03001234567`);
    for (const cell of [...header!, ...first!, ...second!]) expect(cell).not.toMatch(FORMULA_START);
  });

  it('quotes a cell with a line break of any kind, so a strict reader keeps the row whole', async () => {
    const output = await csv(
      ['id', 'requirements', 'status'],
      [{ id: '1', requirements: 'Needs Urdu & English.\nLine 2', status: 'pending' }],
    );
    expect(output.subarray(3).toString()).toBe(
      'id,requirements,status\r\n1,"Needs Urdu & English.\nLine 2",pending\r\n',
    );
    // Read as a spreadsheet reads it, records split only at \r\n: two records, three cells each.
    const strict = parse(output, { bom: true, record_delimiter: '\r\n' });
    expect(strict).toEqual([
      ['id', 'requirements', 'status'],
      ['1', 'Needs Urdu & English.\nLine 2', 'pending'],
    ]);
  });

  it('puts the features of a custom-bot request in one cell', async () => {
    const { columns } = LEAD_EXPORTS['custom-bot'];
    const features = [...CUSTOM_BOT_FEATURES];
    for (const feature of features) expect(feature).not.toContain(FEATURE_SEPARATOR);
    const [, row] = cells(await csv(columns, [{ features, phone: null }]));
    expect(row![columns.indexOf('features')]).toBe(features.join(FEATURE_SEPARATOR));
    expect(row![columns.indexOf('phone')]).toBe('');
  });

  it('is the byte-order mark and the header row when there are no leads', async () => {
    const output = await csv(ORDER, []);
    expect(output.toString('utf8')).toBe(`\uFEFF${ORDER.join(',')}\r\n`);
  });
});

describe('the export columns', () => {
  const tables: Record<LeadForm, PgTable> = {
    order: botOrders,
    'custom-bot': customBotRequests,
    contact: contactMessages,
    newsletter: newsletterSubscriptions,
  };
  /** Internal keys the provider never needs. */
  const INTERNAL_KEYS = ['id', 'submission_id'];

  it.each(Object.keys(tables) as LeadForm[])(
    'are every column of db/schema.ts for %s but its internal keys',
    (form) => {
      const { name, columns } = getTableConfig(tables[form]);
      expect(LEAD_EXPORTS[form].table).toBe(name);
      const exported = LEAD_EXPORTS[form].columns;
      expect(new Set(exported).size).toBe(exported.length);
      expect([...exported].sort()).toEqual(
        columns
          .map((column) => column.name)
          .filter((column) => !INTERNAL_KEYS.includes(column))
          .sort(),
      );
    },
  );
});
