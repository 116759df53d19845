'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'motion/react';
import { useState } from 'react';
import { Toaster } from 'sonner';
import '@/lib/validation/locale';

/**
 * What every admin screen stands on: TanStack Query (cached lists, refetch after a change,
 * optimistic toggles), sonner's toasts for feedback, motion that follows the user's
 * reduced-motion setting, and zod's English messages for the checks that give none.
 */
export function AdminProviders({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: true },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
      {/* At the top: on a phone a toast at the bottom lies over the list rows' buttons, and a
          pointer resting on it keeps it open. */}
      <Toaster position="top-right" richColors closeButton toastOptions={{ duration: 4000 }} />
    </QueryClientProvider>
  );
}
