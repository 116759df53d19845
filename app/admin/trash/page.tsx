import { TrashScreen } from '@/features/history/admin/TrashScreen';

export default function AdminTrashPage() {
  return <TrashScreen />;
}
