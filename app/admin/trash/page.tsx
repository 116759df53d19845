import { TrashScreen } from '@/components/admin/trash/TrashScreen';

export default function AdminTrashPage() {
  return <TrashScreen />;
}
