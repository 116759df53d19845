import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminGeneralPage() {
  return <PlaceholderPanel title={adminText.pages.general} />;
}
