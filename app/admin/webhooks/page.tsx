import { WebhooksScreen } from '@/features/webhooks/admin/WebhooksScreen';

export default function AdminWebhooksPage() {
  return <WebhooksScreen />;
}
