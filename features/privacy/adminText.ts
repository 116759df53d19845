/** The Personal data screen's words (the admin is in English), and those of the export it makes. */
import type { LinkPurpose } from '@/features/buyers/tables';
import type { PersonalDataKind } from './dto';

export const privacyText = {
  heading: 'Personal data',
  intro:
    'What the site holds about one person, found by their e-mail address (any case, with or without a +tag): ' +
    'export it for them, or erase it when they ask.',
  hrIntro: 'You see the job applications a person sent; an Owner sees the rest.',
  search: 'E-mail address',
  searchPlaceholder: 'name@example.com',
  find: 'Find',
  finding: 'Finding…',
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  nothingHeld: (email: string) => `Nothing is held about ${email}.`,
  found: (count: number, email: string) =>
    `${count} ${count === 1 ? 'record' : 'records'} held about ${email}.`,
  kinds: {
    enquiries: 'Enquiries and requests',
    applications: 'Job applications',
    buyerLists: 'Saved product lists',
    buyerSignIns: 'Links mailed to them, and sign-ins',
    mail: 'E-mail sent or received',
    webhookEvents: 'Events sent to webhooks',
    auditEvents: 'Audit trail entries',
  } satisfies Record<PersonalDataKind, string>,
  files: 'Files',
  export: 'Export (ZIP)',
  mailLink: 'Mail them a link',
  mailingLink: 'Mailing…',
  linkMailed: (email: string, until: string) =>
    `A link to a copy of their data was mailed to ${email}. It works until ${until}, as often as they need.`,
  erase: 'Erase…',
  erasing: 'Erasing…',
  confirmTitle: (email: string) => `Erase everything held about ${email}?`,
  confirmText: (what: string) =>
    `This goes for good: ${what}. A request's reference, products, quantities, dates and country stay, anonymised, ` +
    'so counts and charts still add up. Type the address again to confirm.',
  confirmLabel: 'Type the address again',
  confirm: 'Erase',
  cancel: 'Cancel',
  confirmMismatch: 'The address typed again is not the one searched.',
  erasedTitle: 'Erased',
  erasedText: (records: number, files: number) =>
    `${records} ${records === 1 ? 'record' : 'records'} erased or anonymised, ${files} ${files === 1 ? 'file' : 'files'} removed.`,
  /** What an erased request or application shows in place of the person's name. */
  erasedName: 'Erased on request',
  /** What stands in the logs where the person's address, name or phone was. */
  redacted: '[erased]',
  record: {
    request: (kind: string, reference: string) => `${kind} ${reference}`,
    application: (position: string) => `Application for ${position}`,
    list: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'product' : 'products'})`,
    link: {
      sign_in: 'Sign-in link asked for',
      erasure: 'Erasure confirmation asked for',
      export: 'Link to a copy of their data mailed',
    } satisfies Record<LinkPurpose, string>,
    session: 'Signed in',
    mailTo: (to: string) => `To ${to}`,
  },
  retention: {
    heading: 'How long we keep it',
    intro:
      'Requests and job applications keep the people’s details for the months set here; then the hourly clean-up anonymises them as an erasure would (their references, products, quantities, dates and country stay). The rest goes on its own:',
    requests: 'Requests and enquiries (months)',
    applications: 'Job applications (months)',
    between: (min: number, max: number) => `Please enter a whole number of months from ${min} to ${max}.`,
    save: 'Save',
    saving: 'Saving…',
    saved: 'Retention saved.',
    fixed: {
      mail: (sent: number, failed: number) =>
        `E-mail: ${sent} days after it is sent (${failed} days when it could not be sent).`,
      webhooks: (days: number) => `Events sent to webhooks: ${days} days.`,
      audit: (days: number) => `Audit trail: ${days} days (set in General).`,
      buyerSessions: (days: number) =>
        `Sign-ins to My requests: a link a day after it ends, a session after ${days} days.`,
      tasks: (days: number) => `Background tasks (a sign-in link asked for names the address): ${days} days.`,
      trash: (days: number) => `Deleted content in the Trash: ${days} days (it holds no buyer’s data).`,
      backups: (count: number, weekly: number) =>
        `Backups: the newest ${count} archives${weekly ? `, and one a week for ${weekly} weeks` : ''}; an erasure does not rewrite them, so an archive holds a person until it ages out, and restoring it erases them again.`,
    },
  },
  enquiryKinds: {
    enquiry: 'Enquiry',
    quote: 'Quote request',
    sample: 'Sample request',
    document: 'Document request',
  },
} as const;

/** The short README of an export, in the person's language. */
export const exportReadme = {
  en: (email: string, date: string) =>
    [
      `Kinglife LLC: the personal data held about ${email} on ${date}.`,
      '',
      'Each JSON file holds one kind of record (enquiries and requests, job applications, saved lists,',
      'sign-ins, e-mail, events sent to our systems, audit entries); the files folder holds the files',
      'you sent us or we sent you with them. Dates are in UTC.',
      '',
      'To have this data corrected or erased, write to us from the contact page of kinglifellc.com.',
    ].join('\r\n'),
  ar: (email: string, date: string) =>
    [
      `شركة كينغ لايف ذ.م.م: البيانات الشخصية المحفوظة عن ${email} بتاريخ ${date}.`,
      '',
      'يحتوي كل ملف JSON على نوع واحد من السجلات (الاستفسارات والطلبات، وطلبات التوظيف، والقوائم المحفوظة،',
      'وعمليات تسجيل الدخول، والبريد الإلكتروني، والأحداث المرسلة إلى أنظمتنا، وسجل التدقيق)، ويحتوي مجلد files',
      'على الملفات التي أرسلتها إلينا أو أرسلناها إليك معها. التواريخ بالتوقيت العالمي المنسق.',
      '',
      'لتصحيح هذه البيانات أو محوها، راسلنا من صفحة الاتصال في kinglifellc.com.',
    ].join('\r\n'),
} as const;
