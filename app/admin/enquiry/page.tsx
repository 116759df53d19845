import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminEnquiryPage() {
  return <PlaceholderPanel title={adminText.pages.enquiry} />;
}
