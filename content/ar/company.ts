import type { company as english } from '../company';
import type { Translation } from './types';

/** Company facts in Arabic; numbers, e-mail addresses and URLs are the English ones. */
export const company = {
  name: 'كينغ لايف ش.ذ.م.م',
  brand: 'كينغ لايف',
  founded: 2019,
  phone: '+971 4 228 4120',
  phoneHref: 'tel:+97142284120',
  email: 'info@kinglifellc.com',
  address: 'ديرة، دبي، الإمارات العربية المتحدة',
  /** Seed values of the admin's general settings (staff change them in /admin/general). */
  settings: {
    enquiryEmail: 'enquiries@kinglifellc.com',
    linkedinUrl: 'https://www.linkedin.com/company/kinglife-llc',
    facebookUrl: 'https://www.facebook.com/kinglifellc',
    instagramUrl: 'https://www.instagram.com/kinglifellc',
    twitterUrl: 'https://x.com/kinglifellc',
    whatsappNumber: '97142284120',
  },
} as const satisfies Translation<typeof english>;
