/** Arabic copy of the news detail pages (see ./pageText.ts). */
import type { newsPageText as english } from './pageText';
import type { Translation } from '@/content/ar/types';

export const newsPageText = {
  eyebrow: 'الأخبار والفعاليات',
  searchKind: 'خبر',
  moreHeading: 'المزيد من آخر الأخبار',
  moreIntro: 'إعلانات وشراكات وفعاليات من كينغ لايف.',
  readMore: 'اقرأ المزيد',
} satisfies Translation<typeof english>;
