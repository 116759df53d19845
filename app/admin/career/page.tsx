import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminCareerPage() {
  return <PlaceholderPanel title={adminText.pages.career} />;
}
