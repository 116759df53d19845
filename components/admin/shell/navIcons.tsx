import {
  BookOpen,
  Briefcase,
  CalendarDays,
  Gauge,
  House,
  Inbox,
  Languages,
  Package,
  ScrollText,
  Signpost,
  ShieldUser,
  Settings,
  Sprout,
  Trash2,
  Webhook,
  UsersRound,
} from 'lucide';
import type { IconNode } from 'lucide';
import type { AdminScreen } from '@/content/admin';

export const navIcons: Record<AdminScreen, IconNode> = {
  home: House,
  products: Package,
  services: Sprout,
  events: CalendarDays,
  career: Briefcase,
  enquiry: Inbox,
  general: Settings,
  blogs: BookOpen,
  accounts: UsersRound,
  audit: ScrollText,
  trash: Trash2,
  speed: Gauge,
  translations: Languages,
  redirects: Signpost,
  webhooks: Webhook,
  'personal-data': ShieldUser,
};
