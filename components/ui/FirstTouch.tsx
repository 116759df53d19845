'use client';

import { useEffect } from 'react';
import { rememberFirstTouch } from '@/lib/visits/firstTouch';

/**
 * Keeps where this visit came from on its first page (lib/visits/firstTouch.ts), so the forms it sends
 * later can say so. No cookie and nothing sent until a form is. Mounted once in the site's layout.
 */
export function FirstTouch() {
  useEffect(rememberFirstTouch, []);
  return null;
}
