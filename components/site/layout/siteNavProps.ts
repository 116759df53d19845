import type { SiteSearchText } from '@/features/search/SiteSearch';
import type { Locale } from '@/lib/i18n/locales';
import type { CountForms } from '@/lib/text/plural';
import type { Language } from './LanguageTrigger';
import type { NavArt } from './navArt';

export interface SiteNavProps {
  locale: Locale;
  /** The home page in this language (the logo's link). */
  home: string;
  links: readonly { href: string; label: string }[];
  languages: readonly Language[];
  text: {
    label: string;
    home: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    language: string;
  };
  /** The site search: its index in this language and its texts. */
  search: { indexUrl: string; text: SiteSearchText };
  /** The request page and the texts of its link (with the quote list's count). */
  quote: { href: string; text: { navLink: string; navCount: CountForms } };
  /** Its logo and icons, drawn on the server (./navArt.tsx). */
  art: NavArt;
  /** The pages it starts dark on (./darkNavPages.ts). */
  startsDarkOn: readonly string[];
}
