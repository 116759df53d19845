import { HomeScreen } from '@/components/admin/home/HomeScreen';

export default function AdminIndexPage() {
  return <HomeScreen />;
}
