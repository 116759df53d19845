import { SettingsScreen } from '@/features/settings/admin/SettingsScreen';

export default function AdminGeneralPage() {
  return <SettingsScreen />;
}
