/** Arabic strings of the Contact page and its enquiry form (see ./contactText.ts). */
import type { contactText as english } from './contactText';
import type { Translation } from '@/content/ar/types';

export const contactText = {
  heading: 'تواصل معنا',
  intro: 'هل لديك سؤال عن منتج أو مواصفات أو طلبية؟ راسلنا وسيرد عليك فريقنا خلال يوم عمل واحد.',
  phoneLabel: 'الهاتف',
  emailLabel: 'البريد الإلكتروني',
  followLabel: 'تابعنا',
  newTab: '(يفتح في علامة تبويب جديدة)',
  formHeading: 'أرسل إلينا استفسارك',
  formIntro: 'أخبرنا بما تبحث عنه. الحقول المشار إليها بعلامة * إلزامية.',
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    company: 'الشركة (اختياري)',
    service: 'الخدمة',
    message: 'الرسالة',
  },
  placeholders: {
    name: 'اسمك',
    email: 'بريدك الإلكتروني',
    company: 'اسم شركتك',
    service: 'اختر الخدمة',
    message: 'رسالتك',
  },
  services: {
    Exporting: 'التصدير',
    'Green Spice Extracts': 'مستخلصات التوابل الخضراء',
    Purchase: 'الشراء',
  },
  honeypot: 'اترك هذا الحقل فارغًا',
  submit: 'إرسال',
  missing: 'للإرسال، أكمل: {fields}.',
  listJoin: '، ',
  submitted: 'تم الإرسال',
  submitting: 'جارٍ الإرسال…',
  thanks: 'شكرًا لك! تم إرسال استفسارك، وسنرد عليك عبر البريد الإلكتروني.',
  errors: {
    network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى؛ رسالتك ما زالت محفوظة هنا.',
    server: 'حدث خطأ من جهتنا ولم يُرسَل استفسارك. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
} satisfies Translation<typeof english>;
