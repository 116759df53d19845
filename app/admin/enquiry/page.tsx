import { Suspense } from 'react';
import { EnquiriesScreen } from '@/features/enquiries/admin/EnquiriesScreen';

/** The search and the page live in the URL (read on the client). */
export default function AdminEnquiryPage() {
  return (
    <Suspense>
      <EnquiriesScreen />
    </Suspense>
  );
}
