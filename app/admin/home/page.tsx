import { Dashboard } from '@/components/admin/dashboard/Dashboard';

export default function AdminHomePage() {
  return <Dashboard />;
}
