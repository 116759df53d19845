/** Arabic of ./quoteText.ts. */
import type { CountForms } from '@/lib/text/plural';
import type { quoteText as english } from './quoteText';
import type { Translation } from '@/content/ar/types';

export const quoteText: Translation<typeof english> = {
  navLink: 'قائمة عرض السعر',
  navCount: {
    zero: 'لا منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: '{n} منتجات',
    many: '{n} منتجًا',
    other: '{n} منتج',
  } as CountForms,
  add: 'أضف إلى عرض السعر',
  added: 'في قائمة عرض السعر',
  addLabel: 'أضف {product} إلى قائمة عرض السعر',
  removeLabel: 'احذف {product} من قائمة عرض السعر',
  view: 'عرض القائمة',

  heading: 'طلب عرض سعر',
  intro:
    'أدرج المنتجات التي تحتاجها ووجهة الشحن، وسيرد فريق المبيعات بالأسعار ومواعيد التسليم والوثائق خلال يومي عمل.',
  kindLegend: 'ماذا تحتاج؟',
  kinds: { quote: 'عرض سعر', sample: 'عيّنات للتجربة' },
  kindHints: {
    quote: 'كميات بالكيلوغرام أو اللتر أو الطن، تُسلَّم وفق شرط التسليم الذي تختاره.',
    sample: 'كميات صغيرة بالغرام أو المليلتر تُرسل إلى عنوانك.',
  },

  listHeading: 'منتجاتك',
  listLabel: 'المنتجات في طلبك',
  empty: 'قائمة عرض السعر فارغة.',
  emptyHint: 'افتح صفحة أي منتج واختر «أضف إلى عرض السعر»، ثم عد إلى هنا.',
  browse: 'تصفّح المنتجات',
  leftOut: {
    one: 'لم يعد أحد المنتجات في قائمتك متوفرًا، لذا لن يُدرج في هذا الطلب.',
    two: 'لم يعد منتجان في قائمتك متوفرين، لذا لن يُدرجا في هذا الطلب.',
    few: 'لم تعد {n} منتجات في قائمتك متوفرة، لذا لن تُدرج في هذا الطلب.',
    many: 'لم يعد {n} منتجًا في قائمتك متوفرًا، لذا لن تُدرج في هذا الطلب.',
    other: 'لم يعد {n} منتج في قائمتك متوفرًا، لذا لن تُدرج في هذا الطلب.',
  } as CountForms,
  quantity: 'الكمية',
  sampleSize: 'حجم العيّنة',
  unit: 'الوحدة',
  packaging: 'التعبئة',
  anyPackaging: 'بلا تفضيل',
  minimumOrder: 'الحد الأدنى للطلب: {moq}',
  remove: 'حذف',
  units: { kg: 'كغ', L: 'لتر', MT: 'طن متري', g: 'غ', mL: 'مل' },

  deliveryHeading: 'التسليم',
  country: 'بلد الوجهة',
  countryPlaceholder: 'اختر البلد',
  incoterm: 'شرط التسليم (إنكوترمز)',
  incotermPlaceholder: 'اختر شرط التسليم',
  incoterms: {
    EXW: 'EXW — تسليم أرض المصنع، الاستلام في دبي',
    FOB: 'FOB — التسليم على ظهر السفينة، جبل علي',
    CFR: 'CFR — التكلفة والشحن حتى ميناء الوصول',
    CIF: 'CIF — التكلفة والتأمين والشحن حتى ميناء الوصول',
    DAP: 'DAP — التسليم في المكان المحدد',
    DDP: 'DDP — التسليم مع دفع الرسوم الجمركية',
  },
  month: 'شهر التسليم المطلوب',
  flexible: 'مرن',
  shippingAddress: 'عنوان شحن العيّنات',
  shippingAddressHint: 'الشارع والمدينة والرمز البريدي، فالبلد مختار أعلاه.',

  detailsHeading: 'بياناتك',
  company: 'الشركة',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف (اختياري)',
  message: 'هل هناك ما تودّ إضافته؟ (اختياري)',
  messagePlaceholder: 'المواصفات، الشهادات المطلوبة، الكميات المعتادة…',
  honeypot: 'اترك هذا الحقل فارغًا',

  submit: { quote: 'اطلب عرض السعر', sample: 'اطلب العيّنات' },
  submitting: 'جارٍ الإرسال…',
  doneHeading: 'شكرًا لك، طلبك الآن لدى فريق المبيعات',
  doneBody: 'رقمك المرجعي {reference}. أرسلنا نسخة إلى {email} وسنرد خلال يومي عمل.',
  doneReference: 'الرقم المرجعي',
  doneSummary: 'ما طلبته',
  follow: 'تابع هذا الطلب في صفحة طلباتي',
  again: 'ابدأ طلبًا جديدًا',
  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مجددًا، فطلبك ما زال هنا.',
    server: 'حدث خطأ لدينا ولم يُرسل طلبك. يُرجى المحاولة بعد قليل.',
  },
};
