/** Arabic copy of the e-mails sent after a visitor's enquiry or application (see ../mail.ts). */
import type { mailText as english } from '../mail';
import type { Translation } from './types';

export const mailText = {
  signature: ['مع أطيب التحيات،', 'فريق كينغ لايف ش.ذ.م.م', '+971 4 228 4120 · info@kinglifellc.com'],
  enquiryStaff: {
    subject: (name: string, service: string) => `استفسار جديد من ${name} (${service})`,
    intro: 'أرسل أحد الزوار استفسارًا عبر نموذج التواصل في الموقع الإلكتروني.',
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      company: 'الشركة',
      service: 'الخدمة',
      message: 'الرسالة',
      date: 'تاريخ الاستلام',
    },
  },
  enquiryAck: {
    subject: 'استلمنا استفسارك',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'شكرًا لتواصلك مع كينغ لايف. لقد استلمنا استفسارك بشأن «{service}»، وسيرد عليك فريقنا خلال يوم عمل واحد.',
    copy: 'رسالتك:',
  },
  applicationStaff: {
    subject: (name: string, position: string) => `طلب توظيف جديد من ${name} لوظيفة ${position}`,
    // The admin area is in English, so its screen names stay as they appear there.
    intro:
      'تقدّم مرشح بطلب عبر صفحة الوظائف. السيرة الذاتية محفوظة بشكل آمن، ويمكن تنزيلها من لوحة الإدارة (Career → Applications).',
    labels: {
      position: 'الوظيفة',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phoneNumber: 'رقم الهاتف',
      dob: 'تاريخ الميلاد',
      qualification: 'المؤهل العلمي',
      resume: 'السيرة الذاتية',
      date: 'تاريخ الاستلام',
    },
  },
  applicationAck: {
    subject: (position: string) => `طلبك لوظيفة ${position}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'شكرًا لتقدّمك لوظيفة «{position}» في كينغ لايف. يراجع فريق الموارد البشرية لدينا كل طلب، وسنتواصل معك إذا كانت مؤهلاتك تتوافق مع متطلبات الوظيفة.',
  },
  quoteStaff: {
    subject: {
      quote: (reference: string, company: string) => `طلب عرض سعر ${reference} من ${company}`,
      sample: (reference: string, company: string) => `طلب عيّنات ${reference} من ${company}`,
    },
    intro: {
      quote: 'طلب أحد المشترين عرض سعر عبر الموقع. ردّ على هذه الرسالة للإجابة عليه.',
      sample: 'طلب أحد المشترين عيّنات عبر الموقع. ردّ على هذه الرسالة للإجابة عليه.',
    },
    labels: {
      reference: 'الرقم المرجعي',
      company: 'الشركة',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      country: 'الوجهة',
      incoterm: 'شرط التسليم',
      month: 'شهر التسليم',
      shippingAddress: 'عنوان شحن العيّنات',
      language: 'اللغة',
      date: 'تاريخ الاستلام',
    },
    products: 'المنتجات',
    flexible: 'مرن',
    followUp: 'سجّل ما يؤول إليه الطلب (عرض مُرسل، أو مكسب، أو خسارة) في لوحة الإدارة: Enquiries.',
  },
  quoteAck: {
    subject: {
      quote: (reference: string) => `طلب عرض السعر ${reference}`,
      sample: (reference: string) => `طلب العيّنات ${reference}`,
    },
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: {
      quote:
        'شكرًا لطلبك عرض سعر. رقمه المرجعي {reference}، يُرجى ذكره كلما راسلتنا بشأنه. سيرد فريق المبيعات بالأسعار ومواعيد التسليم خلال يومي عمل.',
      sample:
        'شكرًا لطلبك العيّنات. رقمه المرجعي {reference}، يُرجى ذكره كلما راسلتنا بشأنه. سيؤكد فريق المبيعات العيّنات وموعد إرسالها خلال يومي عمل.',
    },
    products: 'ما طلبته:',
    labels: {
      country: 'الوجهة',
      incoterm: 'شرط التسليم',
      month: 'شهر التسليم',
      shippingAddress: 'عنوان شحن العيّنات',
    },
    flexible: 'مرن',
  },
} satisfies Translation<typeof english>;
