import { AuditScreen } from '@/components/admin/audit/AuditScreen';

export default function AdminAuditPage() {
  return <AuditScreen />;
}
