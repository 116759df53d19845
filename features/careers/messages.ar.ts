/**
 * The Arabic of ./messages.ts (the application form's part), typed against the English. Names
 * accept letters of any alphabet, so no script is named.
 */
import type { ApplicationMessages } from './messages';

export const applicationMessages = {
  firstName: 'يُرجى إدخال الاسم الأول',
  firstNameLetters: 'يُرجى كتابة الاسم الأول بالحروف والمسافات فقط',
  lastName: 'يُرجى إدخال اسم العائلة',
  lastNameLetters: 'يُرجى كتابة اسم العائلة بالحروف والمسافات فقط',
  nameTooLong: 'يُرجى ألا يزيد الاسم على 60 حرفًا',
  email: 'يُرجى إدخال البريد الإلكتروني',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح',
  phoneNumber: 'يُرجى إدخال رقم الهاتف',
  // The rule accepts 0-9 only (not ٠-٩), so the message shows which digits.
  phoneDigits: 'يُرجى كتابة رقم الهاتف بالأرقام (0-9) فقط',
  phoneLength: 'يُرجى إدخال رقم هاتف من 7 إلى 15 رقمًا',
  dob: 'يُرجى إدخال تاريخ الميلاد',
  dobInvalid: 'يُرجى إدخال تاريخ ميلاد صحيح',
  // MINIMUM_AGE (18): '18 عامًا' (11–99 take the singular accusative).
  dobTooYoung: 'يُشترط ألا يقل عمر المتقدم عن 18 عامًا',
  qualification: 'يُرجى إدخال المؤهل العلمي',
  qualificationTooLong: 'يُرجى ألا يزيد المؤهل العلمي على 120 حرفًا',
  resume: 'يُرجى إرفاق السيرة الذاتية',
  resumeType: 'يُرجى إرفاق السيرة الذاتية بصيغة PDF أو DOC أو DOCX',
  resumeSize: 'يُرجى ألا يزيد حجم السيرة الذاتية على 5 ميغابايت',
  consent: 'يُرجى الموافقة على سياسة الخصوصية',
  jobId: 'يُرجى اختيار إحدى الوظائف الشاغرة حاليًا',
} satisfies ApplicationMessages;
