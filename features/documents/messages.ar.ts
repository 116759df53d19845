/** The Arabic of ./messages.ts (the public forms' part), typed against the English. */
import type { DocumentRequestMessages, LotLookupMessages } from './messages';

export const documentRequestMessages = {
  name: 'يُرجى إدخال اسمك',
  nameTooLong: 'يُرجى ألا يزيد الاسم على 100 حرف',
  company: 'يُرجى إدخال اسم شركتك',
  companyTooLong: 'يُرجى ألا يزيد اسم الشركة على 120 حرفًا',
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
} satisfies DocumentRequestMessages;

export const lotLookupMessages = {
  lot: 'يُرجى إدخال رقم التشغيلة المطبوع على البرميل',
  lotFormat: 'يتكوّن رقم التشغيلة من حروف وأرقام وشرطات، مثل KL-2411-07',
} satisfies LotLookupMessages;
