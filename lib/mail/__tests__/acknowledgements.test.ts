import { applicationAcknowledgement } from '@/features/mail/application';
import { enquiryAcknowledgement, enquiryNotification } from '@/features/mail/enquiry';

const enquiry = {
  name: 'سارة المنصوري',
  email: 'sara@example.com',
  company: '',
  service: 'مستخلصات التوابل الخضراء',
  message: 'نرغب في عينة من زيت الهيل <b>عاجلاً</b>.',
  createdAt: new Date('2026-11-20T08:00:00Z'),
};

describe('acknowledgements in the language of the form', () => {
  it('answers an Arabic enquiry in Arabic, right to left, with the message escaped', () => {
    const mail = enquiryAcknowledgement(enquiry, 'ar');
    expect(mail.subject).toBe('استلمنا استفسارك');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('border-right:3px solid');
    expect(mail.html).toContain('&lt;b&gt;عاجلاً&lt;/b&gt;');
    expect(mail.text).toContain('مرحبًا سارة المنصوري،');
    expect(mail.text).toContain('«مستخلصات التوابل الخضراء»');
  });

  it('answers an English enquiry in English, left to right', () => {
    const mail = enquiryAcknowledgement({ ...enquiry, name: 'Hans Becker' }, 'en');
    expect(mail.subject).toBe('We have received your enquiry');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Dear Hans Becker,');
  });

  it('keeps the staff notice in English, the language of the admin', () => {
    const mail = enquiryNotification(enquiry, 'desk@example.com');
    expect(mail.subject).toBe('New enquiry from سارة المنصوري (مستخلصات التوابل الخضراء)');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('thanks an Arabic applicant in Arabic for the position named in Arabic', () => {
    const mail = applicationAcknowledgement(
      {
        firstName: 'أحمد',
        lastName: 'الكعبي',
        email: 'ahmed@example.com',
        phoneNumber: '0501234567',
        dob: '1994-06-12',
        qualification: 'بكالوريوس',
        position: 'منسق تصدير',
        resumeName: 'cv.pdf',
        createdAt: new Date('2026-11-20T08:00:00Z'),
      } as Parameters<typeof applicationAcknowledgement>[0],
      'ar',
    );
    expect(mail.subject).toContain('منسق تصدير');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('أحمد');
  });
});
