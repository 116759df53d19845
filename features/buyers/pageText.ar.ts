import type { Translation } from '@/content/ar/types';
import type * as english from './pageText';

export const buyerText: Translation<typeof english.buyerText> = {
  signInMail: {
    subject: 'رابط تسجيل الدخول إلى كينغ لايف',
    greeting: 'مرحباً،',
    body: 'افتح هذا الرابط لترى طلبات عروض الأسعار والعينات والوثائق التي أرسلتها وما وصل إليه كل منها. يعمل الرابط مرة واحدة خلال 15 دقيقة.',
    linkText: 'عرض طلباتي',
    ignore: 'إن لم تطلب هذا الرابط فتجاهل هذه الرسالة: لا يستطيع أحد تسجيل الدخول من دونه.',
  },
};
