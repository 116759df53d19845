import { Suspense } from 'react';
import { CareerScreen } from '@/features/careers/admin/CareerScreen';

/** The tab and the applications' filter live in the URL (read on the client). */
export default function AdminCareerPage() {
  return (
    <Suspense>
      <CareerScreen />
    </Suspense>
  );
}
