import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminBlogsPage() {
  return <PlaceholderPanel title={adminText.pages.blogs} />;
}
