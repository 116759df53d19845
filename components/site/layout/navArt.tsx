import type { ReactNode } from 'react';
import { Check, ChevronDown, ClipboardList, Menu, Search, X } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Img } from '@/components/ui/Img';

/**
 * The navigation's pictures, drawn on the server and handed to its client components as elements:
 * the icon library and the picture component then stay out of every page's JavaScript (they were
 * about 3 KB of each page's first script).
 */
export interface NavArt {
  logoLight: ReactNode;
  logoDark: ReactNode;
  search: ReactNode;
  quote: ReactNode;
  menu: ReactNode;
  close: ReactNode;
  chevron: ReactNode;
  check: ReactNode;
}

export function navArt(): NavArt {
  const logo = (src: string) => <Img src={src} alt="" width={150} height={40} priority />;
  return {
    logoLight: logo('/artwork/logo-light.svg'),
    logoDark: logo('/artwork/logo-dark.svg'),
    search: <Icon node={Search} aria-hidden size={22} />,
    quote: <Icon node={ClipboardList} aria-hidden size={22} />,
    menu: <Icon node={Menu} aria-hidden size={26} />,
    close: <Icon node={X} aria-hidden size={28} />,
    chevron: <Icon node={ChevronDown} aria-hidden size={16} />,
    check: <Icon node={Check} aria-hidden size={16} />,
  };
}
