import { SettingsScreen } from '@/features/settings/admin/SettingsScreen';
import { WebhooksPanel } from '@/features/webhooks/admin/WebhooksPanel';

export default function AdminGeneralPage() {
  return (
    <>
      <SettingsScreen />
      <WebhooksPanel />
    </>
  );
}
