/** Arabic strings of the Careers page and the Job Application Form (see ./pageText.ts). */
import type { applyText as englishApply, careersText as englishCareers } from './pageText';
import type { Translation } from '@/content/ar/types';

export const careersText = {
  // Typed one letter at a time: plain letters only (no diacritics or tatweel), so every step shows a word in the making.
  heading: 'انضم إلى فريقنا',
  eyebrow: 'العمل في كينغ لايف',
  whyHeading: 'لماذا كينغ لايف؟',
  why: [
    'انطلقنا عام 2019 من مكتب تجاري صغير في ديرة، وأصبحنا اليوم شركة تصدير تحظى بثقة شركات الأغذية والمشروبات ومستحضرات التجميل والمكملات الغذائية في أكثر من عشرين دولة. ويعتمد نجاح كل شحنة على أشخاص يحرصون على الجودة، ويفون بوعودهم، ويستمتعون بحل المشكلات مع زملائهم وعملائهم.',
    'في كينغ لايف تعمل على مقربة من المنتجات ومن القرارات: من التوريد مع المزارعين ومعامل التقطير، إلى الفحص في المختبر، وصولًا إلى تحميل الحاويات في جبل علي. ونقدّم لك حزمة رواتب ومزايا تنافسية، وتأشيرة وتأمينًا صحيًا، وتدريبًا في سلامة الغذاء وممارسات التصدير، ضمن فريق ودود متعدد الثقافات في مختلف أنحاء الإمارات.',
  ],
  whyPoints: [
    'مسؤولية حقيقية منذ اليوم الأول',
    'دعم للتدريب والحصول على الشهادات المهنية',
    'فريق متعدد الثقافات في مختلف أنحاء الإمارات',
  ],
  openingsHeading: 'الوظائف الشاغرة حاليًا',
  searchLabel: 'ابحث في الوظائف الشاغرة',
  searchPlaceholder: 'ابحث عن وظيفة هنا',
  searchHint: 'ابحث بالمسمى الوظيفي أو الموقع أو المؤهل.',
  resultsCount: {
    zero: 'لا توجد وظائف شاغرة',
    one: 'وظيفة شاغرة واحدة',
    two: 'وظيفتان شاغرتان',
    few: '{n} وظائف شاغرة',
    many: '{n} وظيفة شاغرة',
    other: '{n} وظيفة شاغرة',
  },
  noResults: 'لا توجد وظائف تطابق بحثك. جرّب مسمى وظيفيًا أو مدينة أو مؤهلًا آخر.',
  noOpenings: 'لا توجد وظائف شاغرة في الوقت الحالي. يُرجى العودة إلى هذه الصفحة قريبًا.',
  /** `value` is the job's own experience text, e.g. '2-4 سنوات'. */
  experience: 'خبرة {value}',
  qualification: 'المؤهل: {value}',
  locationLabel: 'الموقع',
  viewDescription: 'عرض الوصف الوظيفي',
  hideDescription: 'إخفاء الوصف الوظيفي',
  apply: 'قدّم طلبك',
  applyLabel: 'قدّم طلبك لوظيفة {title}',
  pagination: {
    label: 'صفحات الوظائف الشاغرة',
    previous: 'السابق',
    next: 'التالي',
    page: 'الصفحة {n}',
  },
} satisfies Translation<typeof englishCareers>;

export const applyText = {
  title: 'نموذج طلب التوظيف',
  intro: 'عرّفنا بنفسك وأرفق سيرتك الذاتية. يطّلع فريق الموارد البشرية لدينا على كل طلب يصله.',
  loading: 'جارٍ تحميل نموذج الطلب…',
  positionLabel: 'الوظيفة',
  unknownJob: {
    title: 'هذه الوظيفة غير متاحة',
    text: 'ربما شُغلت الوظيفة التي اخترتها أو سُحب إعلانها. يُرجى اختيار إحدى وظائفنا الشاغرة حاليًا.',
    noJob: 'اختر وظيفة شاغرة من صفحة الوظائف لتقديم طلبك.',
    back: 'عرض الوظائف الشاغرة',
  },
  fields: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phoneNumber: 'رقم الهاتف',
    dob: 'تاريخ الميلاد',
    qualification: 'المؤهل العلمي',
    resume: 'السيرة الذاتية',
  },
  placeholders: {
    firstName: 'اسمك الأول',
    lastName: 'اسم عائلتك',
    email: 'you@example.com',
    phoneNumber: 'أرقام فقط، مثل 0501234567',
    qualification: 'مثل: بكالوريوس في إدارة الأعمال',
  },
  dropzone: {
    prompt: 'اسحب سيرتك الذاتية وأفلتها هنا، أو',
    browse: 'اختر ملفًا',
    touch: 'اختر ملفًا',
    hint: 'ملف واحد بصيغة PDF أو DOC أو DOCX، بحجم لا يتجاوز 5 ميغابايت.',
    active: 'أفلت الملف هنا',
    chosen: 'الملف المحدد:',
    remove: 'إزالة الملف',
    /** react-dropzone's own type message lists MIME types; this keeps its form, readable. */
    invalidType: 'يُرجى اختيار ملف بصيغة PDF أو DOC أو DOCX',
  },
  consentBefore: 'أوافق على معالجة بياناتي الشخصية وفقًا لما هو موضّح في ',
  consentLink: 'سياسة الخصوصية',
  consentAfter: '.',
  newTab: '(يفتح في علامة تبويب جديدة)',
  honeypot: 'اترك هذا الحقل فارغًا',
  submit: 'إرسال الطلب',
  submitting: 'جارٍ الإرسال…',
  uploadProgress: 'جارٍ إرسال طلبك',
  success: { title: 'تم بنجاح!', text: 'تم إرسال طلبك بنجاح.', button: 'حسنًا' },
  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى؛ إجاباتك ما زالت محفوظة هنا.',
    server: 'حدث خطأ من جهتنا ولم يُرسَل طلبك. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
} satisfies Translation<typeof englishApply>;
