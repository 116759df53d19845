'use client';

import { useEffect } from 'react';
import { rememberSender, type QuoteSender } from '@/features/enquiries/quoteSender';

/**
 * On the buyer's page: their newest request's sender, kept for this session so that a request
 * started from here (or after "Request again") begins with their details. Renders nothing.
 */
export function RememberSender({ sender }: { sender: QuoteSender }) {
  useEffect(() => rememberSender(sender), [sender]);
  return null;
}
