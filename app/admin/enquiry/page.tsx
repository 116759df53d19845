import { Suspense } from 'react';
import { EnquiriesScreen } from '@/components/admin/enquiries/EnquiriesScreen';

/** The search and the page live in the URL (read on the client). */
export default function AdminEnquiryPage() {
  return (
    <Suspense>
      <EnquiriesScreen />
    </Suspense>
  );
}
