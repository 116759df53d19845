import { SettingsScreen } from '@/components/admin/settings/SettingsScreen';

export default function AdminGeneralPage() {
  return <SettingsScreen />;
}
