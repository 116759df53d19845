import { HomeScreen } from '@/components/admin/home/HomeScreen';

export default function AdminHomePage() {
  return <HomeScreen />;
}
