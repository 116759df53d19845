import { SiteSpeedScreen } from '@/components/admin/speed/SiteSpeedScreen';

export default function AdminSpeedPage() {
  return <SiteSpeedScreen />;
}
