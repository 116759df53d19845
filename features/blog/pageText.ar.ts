/** Arabic copy of the blog listing and blog detail pages (see ./pageText.ts). */
import type { blogDetailText as englishDetail, blogPageText as englishPage } from './pageText';
import type { Translation } from '@/content/ar/types';

export const blogPageText = {
  eyebrow: 'رؤى كينغ لايف',
  searchKind: 'مقال',
  headline: 'رؤى حول الاستدامة والنقاء في المنتجات الطبيعية',
  intro:
    'أدلة عملية للمشترين المحترفين: كيف تُنتَج الفواكه والخضروات المجمدة والعطور والكبسولات الصحية وأعلاف الماشية، وكيف تُحدَّد مواصفاتها وتُشحن وتُفحص.',
  defaultCategory: 'frozen-fruits-vegetables',
  categoriesHeading: 'الفئات',
  postCount: {
    zero: 'لا توجد منشورات',
    one: 'منشور واحد',
    two: 'منشوران',
    few: '{n} منشورات',
    many: '{n} منشورًا',
    other: '{n} منشور',
  },
  latestHeading: 'الأحدث',
  empty: 'لا توجد مقالات في هذه الفئة بعد.',
} satisfies Translation<typeof englishPage>;

export const blogDetailText = {
  breadcrumbLabel: 'مسار التنقل',
  breadcrumbBlog: 'المدونة',
  /** Followed by the date. */
  published: 'نُشر في',
  moreInsightsHeading: 'المزيد من المقالات',
  moreInsightsIntro: 'تابع القراءة: مزيد من الأدلة العملية من فريق كينغ لايف.',
  readArticle: 'اقرأ المقال',
} satisfies Translation<typeof englishDetail>;
