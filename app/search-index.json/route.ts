import { searchIndex } from '@/content/search-index';

// What the home page's search looks through, fetched when a visitor first focuses or types in
// it: a static file, so the page's own document does not carry it for every visitor.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(searchIndex());
}
