import { AuditScreen } from '@/features/audit/admin/AuditScreen';

export default function AdminAuditPage() {
  return <AuditScreen />;
}
