import { BookOpen, Briefcase, House, Inbox, Package, Settings, Sprout } from 'lucide-react';
import type { AdminNavIcon } from '@/content/admin';

export const navIcons: Record<
  AdminNavIcon,
  React.ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
> = {
  home: House,
  products: Package,
  services: Sprout,
  career: Briefcase,
  enquiry: Inbox,
  general: Settings,
  blogs: BookOpen,
};
