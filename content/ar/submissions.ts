/** Arabic messages the public form endpoints answer with (see ../submissions.ts). */
import type { submissionText as english } from '../submissions';
import type { Translation } from './types';

export const submissionText = {
  forbiddenOrigin: 'لا يمكن إرسال هذا النموذج إلا من موقع كينغ لايف.',
  badRequest: 'تعذّرت قراءة النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  invalid: 'يُرجى تصحيح الحقول المشار إليها.',
  rateLimited: 'لقد أرسلت عدة نماذج خلال وقت قصير. يُرجى الانتظار {wait} ثم المحاولة مرة أخرى.',
  minutes: {
    zero: 'قليلًا',
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '{n} دقائق',
    many: '{n} دقيقة',
    other: '{n} دقيقة',
  },
  jobUnavailable: 'لم تعد هذه الوظيفة متاحة. يُرجى اختيار إحدى الوظائف الشاغرة حاليًا.',
  resumeContent: 'يُرجى إرفاق السيرة الذاتية بصيغة PDF أو DOC أو DOCX',
  tooLarge: 'يُرجى ألا يزيد حجم السيرة الذاتية على 5 ميغابايت',
  documentUnavailable: 'لم يعد هذا المستند متاحًا. يُرجى إعادة تحميل الصفحة.',
  unsafeText:
    'يحتوي هذا الحقل على حرف لا يمكن إرساله (حرف تحكّم أو حرف لتغيير اتجاه النص، أو سطر جديد في حقل من سطر واحد). يُرجى حذفه.',
  notFound: 'هذه الصفحة أو هذا العنصر غير موجود.',
} satisfies Translation<typeof english>;
