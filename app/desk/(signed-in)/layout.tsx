import type { ReactNode } from 'react';
import { DeskNav } from '@/components/desk/desk-nav';
import { requireOwner } from '@/lib/desk/session';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const owner = await requireOwner();
  return (
    <>
      <DeskNav email={owner.email} />
      {children}
    </>
  );
}
