import { HomeScreen } from '@/features/news/admin/HomeScreen';

export default function AdminHomePage() {
  return <HomeScreen />;
}
