import { Dashboard } from '@/components/admin/dashboard/Dashboard';

export default function AdminIndexPage() {
  return <Dashboard />;
}
