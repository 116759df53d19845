/**
 * Arabic messages of the public forms' schemas (the English: ../validation.ts). Names accept
 * letters of any alphabet, so no script is named.
 */
import type {
  ApplicationMessages,
  DocumentRequestMessages,
  EnquiryMessages,
  QuoteMessages,
} from '../validation';

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

export const enquiryMessages = {
  name: 'يُرجى إدخال اسمك',
  nameTooLong: 'يُرجى ألا يزيد الاسم على 100 حرف',
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
  company: 'يُرجى ألا يزيد اسم الشركة على 120 حرفًا',
  service: 'يُرجى اختيار الخدمة',
  message: 'يُرجى كتابة رسالتك',
  messageTooLong: 'يُرجى ألا تزيد الرسالة على 5000 حرف',
} satisfies EnquiryMessages;

export const quoteMessages = {
  noLines: 'يُرجى إضافة منتج واحد على الأقل إلى قائمتك.',
  tooManyLines: 'يمكن أن يتضمن الطلب 20 منتجًا على الأكثر.',
  product: 'لم يعد هذا المنتج متوفرًا. يُرجى حذفه من قائمتك.',
  quantity: 'يُرجى إدخال كمية أكبر من صفر.',
  quantityTooLarge: 'يُرجى ألا تزيد الكمية على 1,000,000.',
  sampleTooLarge: 'يُرجى ألا تزيد العيّنة على 1,000 غرام أو 1,000 مليلتر.',
  unit: 'يُرجى اختيار الوحدة.',
  packaging: 'يُرجى ألا يزيد وصف التعبئة على 120 حرفًا',
  company: 'يُرجى إدخال اسم شركتك',
  companyTooLong: 'يُرجى ألا يزيد اسم الشركة على 120 حرفًا',
  name: 'يُرجى إدخال اسمك',
  nameTooLong: 'يُرجى ألا يزيد الاسم على 100 حرف',
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
  phone: 'يُرجى إدخال رقم هاتف من 7 إلى 20 رقمًا (يمكن استخدام + والمسافات).',
  country: 'يُرجى اختيار بلد الوجهة',
  incoterm: 'يُرجى اختيار شرط التسليم',
  month: 'يُرجى اختيار هذا الشهر أو شهر لاحق',
  address: 'يُرجى إدخال العنوان الذي تُرسل إليه العيّنات',
  addressTooLong: 'يُرجى ألا يزيد العنوان على 500 حرف',
  messageTooLong: 'يُرجى ألا تزيد الرسالة على 5000 حرف',
} satisfies QuoteMessages;

export const documentRequestMessages = {
  name: 'يُرجى إدخال اسمك',
  nameTooLong: 'يُرجى ألا يزيد الاسم على 100 حرف',
  company: 'يُرجى إدخال اسم شركتك',
  companyTooLong: 'يُرجى ألا يزيد اسم الشركة على 120 حرفًا',
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
} satisfies DocumentRequestMessages;
