import { SiteSpeedScreen } from '@/features/speed/admin/SiteSpeedScreen';

export default function AdminSpeedPage() {
  return <SiteSpeedScreen />;
}
