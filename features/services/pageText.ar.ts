/** Arabic banner of the Services page (see ./pageText.ts; the services themselves are seed content). */
import type { servicesPage as english } from './pageText';
import type { Translation } from '@/content/ar/types';

export const servicesPage = {
  bannerTitle: 'مراحل الإنتاج والتصدير لدينا',
  intro: 'كيف نورّد المكونات الطبيعية ونعالجها ونشحنها إلى الشركات حول العالم.',
} satisfies Translation<typeof english>;
