import { EventsScreen } from '@/features/events/admin/EventsScreen';

export default function AdminEventsPage() {
  return <EventsScreen />;
}
