import { PersonalDataScreen } from '@/features/privacy/admin/PersonalDataScreen';

export default function AdminPersonalDataPage() {
  return <PersonalDataScreen />;
}
