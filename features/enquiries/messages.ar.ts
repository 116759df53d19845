/** The Arabic of ./messages.ts (the public forms' part), typed against the English. */
import type { EnquiryMessages, QuoteMessages } from './messages';

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
