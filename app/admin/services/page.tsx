import { ServicesScreen } from '@/components/admin/services/ServicesScreen';

export default function AdminServicesPage() {
  return <ServicesScreen />;
}
