/** Arabic headings and labels of the About page (see ../about.ts). */
import type { aboutPage as english } from '../about';
import type { Translation } from './types';

export const aboutPage = {
  bannerTitle: 'من نحن',
  yearsOfTrust: 'سنوات من الثقة',
  milestonesHeading: 'أبرز المحطات',
  countersLabel: 'كينغ لايف بالأرقام',
  // Each label stands above its figure (a <dt>), so it is a heading-like noun, not a counted one.
  counters: {
    years: { suffix: '+', label: 'سنوات الخبرة' },
    clients: { target: 200, suffix: '+', label: 'العملاء' },
    products: { target: 30, suffix: '+', label: 'المنتجات' },
    values: { target: 20, suffix: '', label: 'القيم' },
  },
  teamHeading: 'فريقنا',
  teamCarouselLabel: 'فريقنا',
} satisfies Translation<typeof english>;
