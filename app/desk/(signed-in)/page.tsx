import type { Metadata } from 'next';
import { InboxView } from '@/components/desk/inbox-view';
import type { SearchParams } from '@/lib/desk/filter';

export const metadata: Metadata = { title: 'Inbox' };

export default async function InboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <InboxView params={await searchParams} spam={false} />;
}
