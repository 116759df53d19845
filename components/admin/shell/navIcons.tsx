import {
  BookOpen,
  Briefcase,
  Gauge,
  House,
  Inbox,
  Languages,
  Package,
  ScrollText,
  Signpost,
  Settings,
  Sprout,
  Trash2,
  Webhook,
  UsersRound,
} from 'lucide-react';
import type { AdminScreen } from '@/content/admin';

export const navIcons: Record<
  AdminScreen,
  React.ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
> = {
  home: House,
  products: Package,
  services: Sprout,
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
};
