/** Arabic copy of the site search (see ./text.ts). */
import type { searchText as english } from './text';
import type { Translation } from '@/content/ar/types';

export const searchText = {
  open: 'بحث',
  dialog: 'البحث في الموقع',
  label: 'ابحث في المنتجات والمقالات والأخبار والفعاليات',
  placeholder: 'ابحث في المنتجات والمقالات والأخبار والفعاليات…',
  close: 'إغلاق البحث',
  results: 'النتائج',
  loading: 'جارٍ تحميل البحث…',
  failed: 'تعذّر تحميل البحث. تحقّق من اتصالك وحاول مرة أخرى.',
  noResults: 'لا توجد نتائج لـ «{query}». جرّب كلمة أخرى، أو تصفّح المنتجات.',
  resultCount: {
    zero: 'لا توجد نتائج',
    one: 'نتيجة واحدة',
    two: 'نتيجتان',
    few: '{n} نتائج',
    many: '{n} نتيجة',
    other: '{n} نتيجة',
  },
  keys: '↑ ↓ للاختيار · Enter للفتح · Esc للإغلاق',
} satisfies Translation<typeof english>;
