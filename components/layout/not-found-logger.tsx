'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Logs the missing path so a broken link can be traced from the browser console. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return null;
}
