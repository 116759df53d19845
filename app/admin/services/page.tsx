import { ServicesScreen } from '@/features/services/admin/ServicesScreen';

export default function AdminServicesPage() {
  return <ServicesScreen />;
}
