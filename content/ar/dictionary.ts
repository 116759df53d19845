/** Arabic frame of the site: navigation, footer, shared messages and page titles (see ../dictionary.ts). */

import type {
  dictionary as englishDictionary,
  languages as englishLanguages,
  navLinks as englishNavLinks,
  pageMeta as englishPageMeta,
} from '../dictionary';
import type { Translation } from './types';

export const navLinks = [
  { to: 'home', label: 'الرئيسية' },
  { to: 'about', label: 'من نحن' },
  { to: 'products', label: 'المنتجات' },
  { to: 'services', label: 'الخدمات' },
  { to: 'blog', label: 'المدونة' },
  { to: 'careers', label: 'الوظائف' },
  { to: 'contact', label: 'اتصل بنا' },
] satisfies Translation<typeof englishNavLinks>;

/** Each language is named in its own script; the order matches the English list. */
export const languages = [
  { code: 'en', label: 'Eng', name: 'English' },
  { code: 'ar', label: 'العربية', name: 'العربية' },
] satisfies Translation<typeof englishLanguages>;

export const dictionary = {
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  nav: {
    label: 'التنقل الرئيسي',
    home: 'الصفحة الرئيسية لكينغ لايف',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menuTitle: 'القائمة',
    language: 'اللغة',
  },
  footer: {
    tagline: 'مكونات طبيعية مستدامة، نختارها بعناية لأثر يمتد إلى العالم.',
    about:
      'كينغ لايف ش.ذ.م.م شركة في دبي متخصصة في تصدير المستخلصات الطبيعية والزيوت العطرية والأوليوريسينات ومساحيق التوابل والأعشاب والمنتجات المجمدة والعطور، وتورّد منتجاتها إلى شركات الأغذية ومستحضرات التجميل والمكملات الغذائية حول العالم.',
    companyHeading: 'الشركة',
    companyLinks: [
      { to: 'about', label: 'من نحن' },
      { to: 'services', label: 'الخدمات' },
      { to: 'events', label: 'المعارض والفعاليات' },
      { to: 'products', label: 'المنتجات' },
      { to: 'blog', label: 'المدونة' },
      { to: 'contact', label: 'اتصل بنا' },
    ],
    helpHeading: 'المساعدة',
    helpLinks: [
      { to: 'terms', label: 'الشروط والأحكام' },
      { to: 'privacy', label: 'سياسة الخصوصية' },
      { to: 'account', label: 'طلباتي' },
    ],
    followHeading: 'تابعنا',
    reachHeading: 'تواصل معنا',
    copyright: (year: number) => `© ${year} كينغ لايف ش.ذ.م.م. جميع الحقوق محفوظة.`,
    newTab: '(يفتح في علامة تبويب جديدة)',
  },
  social: {
    linkedin: 'لينكدإن',
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    twitter: 'إكس (تويتر سابقًا)',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    code: '404',
    heading: 'يبدو أن هذه الصفحة قد ضلّت طريقها',
    text: 'ربما كُتب العنوان بشكل غير صحيح، أو نُقلت الصفحة إلى مكان آخر. منتجاتنا ومقالاتنا وبيانات التواصل معنا على بُعد نقرة واحدة.',
    home: 'العودة إلى الرئيسية',
    products: 'تصفّح المنتجات',
    contact: 'اتصل بنا',
  },
  productNotFound: 'المنتج غير موجود',
  blogNotFound: 'المقال غير موجود',
  newsNotFound: 'الخبر غير موجود',
  preview: {
    label: 'معاينة — غير منشورة',
    text: 'تعرض هذه الصفحة تغييرات لم تُنشر بعد. يرى الزوار النسخة المنشورة.',
    exit: 'الخروج من المعاينة',
  },
  notFoundBack: {
    products: 'عرض جميع المنتجات',
    blog: 'عرض جميع المقالات',
    news: 'عرض آخر الأخبار',
  },
  helpCta: {
    heading: 'هل تحتاج إلى مزيد من المساعدة؟',
    text: 'أخبرنا بالمنتجات التي تبحث عنها، وسيوافيك فريقنا بالمواصفات والعينات وعرض السعر.',
    button: 'اتصل بنا',
  },
  certificationsHeading: 'جودة معتمدة وشراكات موثوقة',
  whatsapp: {
    label: 'تحدّث معنا عبر واتساب',
    contactMessage: 'مرحبًا كينغ لايف، لديّ استفسار.',
    productMessage: 'مرحبًا كينغ لايف، أودّ الاستفسار عن {product}.',
    productLead: 'هل لديك أسئلة عن {product}؟ اسأل فريق المبيعات عبر واتساب.',
  },
  carousel: {
    pause: 'إيقاف العرض التلقائي مؤقتًا',
    play: 'تشغيل العرض التلقائي',
    slide: 'الشريحة {index} من {total}',
    goTo: 'الانتقال إلى الشريحة {index}',
  },
} satisfies Translation<typeof englishDictionary>;

/** <title> and meta description of each public page, written for Arabic search. */
export const pageMeta = {
  siteName: 'كينغ لايف',
  titleTemplate: '%s | كينغ لايف',
  defaultTitle: 'كينغ لايف | تصدير المستخلصات الطبيعية والزيوت العطرية من دبي',
  defaultDescription:
    'تصدّر كينغ لايف من دبي مستخلصات طبيعية وزيوتًا عطرية وأوليوريسينات ومساحيق توابل وأعشاب وفواكه وخضروات مجمدة وعطورًا لمصانع الأغذية والتجميل والمكملات.',
  about: {
    title: 'من نحن: مصدّر منتجات طبيعية في دبي',
    description:
      'تعرّف على كينغ لايف، الشركة المصدّرة للمنتجات الطبيعية من دبي منذ عام 2019: قصتنا ورسالتنا وفريق عملنا.',
  },
  products: {
    title: 'منتجاتنا: مستخلصات عشبية وزيوت وأوليوريسينات',
    description:
      'مستخلصات عشبية وزيوت عطور ومساحيق طبيعية وأوليوريسينات وفواكه وخضروات مجمدة وعطور ومكملات غذائية للتصدير من دبي إلى الأسواق العالمية.',
  },
  services: {
    title: 'خدماتنا: الإنتاج والتصدير وضمان الجودة',
    description:
      'خدمات التصدير ومستخلصات التوابل الخضراء وضمان الجودة لدى كينغ لايف في دبي، من التوريد حتى الشحن.',
  },
  blog: {
    title: 'المدونة: أدلة للمشترين المحترفين',
    description:
      'مقالات للمشترين المحترفين عن الفواكه والخضروات المجمدة والعطور والكبسولات الصحية وأعلاف الماشية.',
  },
  news: {
    title: 'الأخبار والفعاليات',
    description: 'آخر أخبار كينغ لايف وفعالياتها وشراكاتها في دبي والإمارات.',
  },
  events: {
    title: 'المعارض التجارية والفعاليات',
    description: 'أين تلتقي بكينغ لايف: المعارض التجارية التي نشارك فيها، بمواعيدها وقاعاتها وأجنحتها.',
  },
  careers: {
    title: 'وظائف شاغرة في دبي والإمارات',
    description: 'انضم إلى فريقنا: الوظائف الشاغرة حاليًا لدى كينغ لايف في الإمارات العربية المتحدة.',
  },
  apply: {
    title: 'نموذج طلب التوظيف',
    description: 'قدّم طلبك للانضمام إلى فريق كينغ لايف في الإمارات العربية المتحدة.',
  },
  contact: {
    title: 'اتصل بنا',
    description: 'تواصل مع كينغ لايف في ديرة، دبي: الهاتف والبريد الإلكتروني ونموذج الاستفسارات.',
  },
  quote: {
    title: 'طلب عرض سعر',
    description:
      'اطلب من كينغ لايف أسعار أو عيّنات المستخلصات الطبيعية والزيوت العطرية والأوليوريزين والمساحيق، مع التسليم وفق شرطك.',
  },
  terms: {
    title: 'الشروط والأحكام',
    description: 'شروط وأحكام البيع لدى كينغ لايف ش.ذ.م.م.',
  },
  privacy: {
    title: 'سياسة الخصوصية',
    description: 'كيف تجمع كينغ لايف البيانات الشخصية وتستخدمها وتحميها.',
  },
} satisfies Translation<typeof englishPageMeta>;
