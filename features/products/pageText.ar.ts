/** Arabic copy of the products listing and product detail pages (see ./pageText.ts). */
import type {
  productDetailText as englishDetail,
  productSpecText as englishSpec,
  productsPageText as englishPage,
} from './pageText';
import type { Translation } from '@/content/ar/types';

export const productsPageText = {
  bannerTitle: 'منتجاتنا',
  searchKind: 'منتج',
  bannerIntro:
    'مكونات طبيعية نورّدها من مزارعين موثوقين ونعالجها وفق مواصفات محددة: مستخلصات عشبية، وزيوت عطور، ومساحيق، وأوليوريسينات، ومنتجات مجمدة، وعطور، ومكملات غذائية، معبأة للتصدير من دبي.',
  defaultCategory: 'herbal-extracts',
  categoriesHeading: 'الفئات',
  productCount: {
    zero: 'لا توجد منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: '{n} منتجات',
    many: '{n} منتجًا',
    other: '{n} منتج',
  },
  /** Accessible name of the grid of a category's products. */
  productsIn: 'منتجات فئة {category}',
  empty: 'ستتوفر منتجات جديدة في هذه الفئة قريبًا. تواصل معنا لمعرفة المنتجات المتاحة حاليًا.',
  searchLabel: 'ابحث في المنتجات',
  searchPlaceholder: 'الاسم أو الاسم النباتي أو الاستخدام',
  filtersLabel: 'تصفية المنتجات',
  filtersButton: 'عوامل التصفية',
  filtersButtonCount: { one: 'عوامل التصفية ({n})', other: 'عوامل التصفية ({n})' },
  filterNames: { application: 'الاستخدام', form: 'الشكل', certification: 'الشهادة' },
  clearFilters: 'إزالة كل عوامل التصفية',
  resultsHeading: 'المنتجات المطابقة',
  resultsIn: 'المنتجات المطابقة في {category}',
  matchCount: {
    zero: 'لا يطابق أي منتج.',
    one: 'يطابق منتج واحد.',
    two: 'يطابق منتجان.',
    few: 'تطابق {n} منتجات.',
    many: 'يطابق {n} منتجًا.',
    other: 'يطابق {n} منتج.',
  },
  noMatch:
    'لا يطابق أي منتج كل هذه الشروط. جرّب عوامل تصفية أقل أو كلمات أخرى، أو اسألنا: فنحن نورّد أيضًا وفق المواصفات المطلوبة.',
} satisfies Translation<typeof englishPage>;

export const productDetailText = {
  eyebrow: 'من صنع الطبيعة',
  title: 'نقرّب إليك نكهات العالم',
  breadcrumbLabel: 'مسار التنقل',
  breadcrumbProducts: 'المنتجات',
  imagesLabel: 'صور المنتج',
  backToCategory: 'المزيد من {category}',
} satisfies Translation<typeof englishDetail>;

export const productSpecText = {
  heading: 'المواصفات',
  casNumber: 'رقم CAS',
  originCountry: 'بلد المنشأ',
  hsCode: 'رمز النظام المنسق (HS)',
  form: 'الشكل',
  applications: 'الاستخدامات',
  certifications: 'الشهادات',
  moq: 'الحد الأدنى للطلب',
  shelfLife: 'مدة الصلاحية',
  months: {
    zero: '{n} شهر',
    one: 'شهر واحد',
    two: 'شهران',
    few: '{n} أشهر',
    many: '{n} شهرًا',
    other: '{n} شهر',
  },
  forms: {
    'essential-oil': 'زيت عطري',
    oleoresin: 'أوليوريسين',
    extract: 'مستخلص',
    powder: 'مسحوق',
    frozen: 'مجمّد',
    liquid: 'سائل',
    capsules: 'كبسولات',
  },
  units: { kg: 'كغ', L: 'لتر', MT: 'طن متري' },
} satisfies Translation<typeof englishSpec>;
