import { HomeScreen } from '@/features/news/admin/HomeScreen';

export default function AdminIndexPage() {
  return <HomeScreen />;
}
