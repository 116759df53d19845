import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminServicesPage() {
  return <PlaceholderPanel title={adminText.pages.services} />;
}
