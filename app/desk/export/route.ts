import { Readable, pipeline } from 'node:stream';
import type { NextRequest } from 'next/server';
import type { LeadType } from '@/content/leads';
import { parseFilter } from '@/lib/desk/filter';
import { getExport } from '@/lib/desk/reads';
import { LEAD_EXPORTS, leadsCsv, type LeadForm } from '@/scripts/lib/leads-csv.mjs';

/** The form names of `npm run leads:export`, whose columns and writer the CSV shares. */
const EXPORT_FORM: Record<LeadType, LeadForm> = {
  order: 'order',
  custom_bot_request: 'custom-bot',
  contact_message: 'contact',
};

/** The inbox's current filter as CSV, for one form (the session is checked by getExport). */
export async function GET(request: NextRequest): Promise<Response> {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  const filter = parseFilter(params, params.view === 'spam');
  const form = filter.form && EXPORT_FORM[filter.form];
  const columns = form ? LEAD_EXPORTS[form].columns : [];
  const rows = await getExport(filter, columns);
  if (!form || !rows) {
    return new Response('Choose one form to download its leads.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // A read that fails midway ends the download, as an error, rather than leave it open for good:
  // pipe() passed no error on, and one nobody handled stopped neither stream.
  const csv = pipeline(Readable.from(rows), leadsCsv(columns), (error) => {
    if (error) console.error('[desk] the CSV export failed midway:', error);
  });
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="botbazaar-${form}-leads.csv"`,
    },
  });
}
