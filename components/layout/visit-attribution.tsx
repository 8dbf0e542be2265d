'use client';

import { useEffect } from 'react';
import { rememberVisit } from '@/lib/attribution';

/** Notes, on every page, whether it is the first of a visit and where that came from. */
export function VisitAttribution() {
  useEffect(rememberVisit, []);
  return null;
}
