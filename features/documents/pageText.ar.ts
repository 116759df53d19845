/** Arabic copy of a product page's Documents section, its request form and mail (see ./pageText.ts). */
import type { productDocumentsText as english } from './pageText';
import type { Translation } from '@/content/ar/types';

export const productDocumentsText = {
  heading: 'المستندات',
  intro: 'النشرات الفنية والشهادات الخاصة بهذا المنتج، بصيغة PDF.',
  types: {
    tds: 'النشرة الفنية',
    sds: 'صحيفة بيانات السلامة',
    coa: 'شهادة تحليل',
    ifra: 'شهادة IFRA',
    allergen: 'إقرار مسببات الحساسية',
    halal: 'شهادة الحلال',
    kosher: 'شهادة الكوشر',
    organic: 'شهادة المنتج العضوي',
    iso: 'شهادة ISO',
    other: 'مستند آخر',
  },
  languages: {
    en: 'الإنجليزية',
    ar: 'العربية',
    fr: 'الفرنسية',
    es: 'الإسبانية',
    de: 'الألمانية',
    ru: 'الروسية',
    zh: 'الصينية',
  },
  revised: 'تاريخ الإصدار {date}',
  version: 'الإصدار {version}',
  validUntil: 'صالحة حتى {date}',
  lot: 'التشغيلة {lot}',
  file: 'PDF، {size}',
  onRequest: 'عند الطلب',
  download: 'تنزيل',
  request: 'اطلبه',
  certificate: '(الشهادة، PDF)',
  lotLookup: {
    heading: 'ابحث عن شهادة التحليل الخاصة بتشغيلتك',
    intro: 'اكتب رقم التشغيلة المطبوع على البرميل، مثل KL-2411-07.',
    label: 'رقم التشغيلة',
    submit: 'بحث',
    searching: 'جارٍ البحث…',
    found: 'شهادة التحليل للتشغيلة {lot} من منتج {product}',
    download: 'تنزيل (PDF)',
    onRequest: 'تُرسَل هذه الشهادة عند الطلب: اطلبها وسنرسل إلى بريدك الإلكتروني رابطًا إليها.',
    ask: 'اطلبها',
    unknown: 'لا توجد على موقعنا شهادة تحليل للتشغيلة {lot}. تواصل معنا مع ذكر رقم التشغيلة وسنرسلها إليك.',
    contact: 'تواصل معنا بشأن هذه التشغيلة',
    errors: {
      network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
      server: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
    },
  },
  dialog: {
    title: 'طلب {document}',
    intro:
      'أخبرنا من أنت وسنرسل إلى بريدك الإلكتروني رابطًا إلى {document} الخاصة بمنتج {product}. يعمل الرابط لمدة 7 أيام. الحقول المشار إليها بعلامة * مطلوبة.',
    fields: { name: 'الاسم', company: 'الشركة', email: 'البريد الإلكتروني' },
    placeholders: { name: 'اسمك', company: 'اسم شركتك', email: 'بريدك الإلكتروني' },
    honeypot: 'اترك هذا الحقل فارغًا',
    submit: 'أرسل لي الرابط',
    submitting: 'جارٍ الإرسال…',
    sent: 'شكرًا لك! أرسلنا الرابط إلى {email}. يعمل الرابط لمدة 7 أيام.',
    close: 'إغلاق',
    errors: {
      network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى؛ ما كتبته ما زال هنا.',
      server: 'حدث خطأ من جهتنا ولم يُرسَل الرابط. يُرجى المحاولة مرة أخرى بعد قليل.',
    },
  },
  mail: {
    subject: '{document}: {product}',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'شكرًا لاهتمامك بمنتج {product}. إليك رابط {document} التي طلبتها:',
    linkText: 'تنزيل {document} (PDF)',
    validity: 'يعمل الرابط حتى {date}. بعد ذلك، اطلب المستند مرة أخرى من صفحة المنتج.',
  },
  linkPage: {
    siteName: 'كينغ لايف ش.ذ.م.م',
    notFound: {
      title: 'هذا المستند غير متاح',
      text: 'لم يعد هذا المستند موجودًا على موقعنا. تعرض صفحة المنتج المستندات المتاحة حاليًا.',
    },
    expired: {
      title: 'انتهت صلاحية هذا الرابط',
      text: 'تعمل روابط مستنداتنا لمدة 7 أيام. اطلب المستند مرة أخرى من صفحة المنتج وسنرسل إليك رابطًا جديدًا.',
    },
    forged: {
      title: 'هذا الرابط غير صالح',
      text: 'ربما نُسخ الرابط ناقصًا أو تغيّر. يُرجى فتح الرابط كاملًا من رسالتنا، أو طلب المستند مرة أخرى من صفحة المنتج.',
    },
    onRequest: {
      title: 'يُرسَل هذا المستند عند الطلب',
      text: 'اطلبه من صفحة المنتج وسنرسل إلى بريدك الإلكتروني رابطًا إليه.',
    },
    product: 'الانتقال إلى صفحة المنتج',
    home: 'الانتقال إلى موقع كينغ لايف',
  },
} satisfies Translation<typeof english>;
