'use client';

import { useQuery } from '@tanstack/react-query';
import { api, endpoints } from '@/lib/api';

/**
 * The admin overview's one query (the sidebar's unread badge, the dashboard's figures): a change
 * that alters a count (an enquiry marked read, a job published) invalidates this key and every
 * place showing the numbers updates at once.
 */
export const overviewKey = ['admin', 'overview'] as const;

/** New enquiries arrive while staff work: look again every minute (and on focus). */
const REFRESH_MS = 60_000;

export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () => api.get(endpoints.overview),
    refetchInterval: REFRESH_MS,
  });
}
