import { PlaceholderPanel } from '@/components/admin/PlaceholderPanel';
import { adminText } from '@/content/admin';

export default function AdminProductsPage() {
  return <PlaceholderPanel title={adminText.pages.products} />;
}
