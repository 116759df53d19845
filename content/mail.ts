/** Copy of the e-mails sent after a visitor's enquiry or application. */
export const mailText = {
  signature: ['Kind regards,', 'The Kinglife LLC team', '+971 4 228 4120 · info@kinglifellc.com'],
  enquiryStaff: {
    subject: (name: string, service: string) => `New enquiry from ${name} (${service})`,
    intro: 'A visitor sent an enquiry through the contact form on the website.',
    labels: {
      name: 'Name',
      email: 'Email',
      company: 'Company',
      service: 'Service',
      message: 'Message',
      date: 'Received',
    },
  },
  enquiryAck: {
    subject: 'We have received your enquiry',
    greeting: (name: string) => `Dear ${name},`,
    body: 'Thank you for contacting Kinglife LLC. We have received your enquiry about "{service}" and our team will reply within one working day.',
    copy: 'Your message:',
  },
  applicationStaff: {
    subject: (name: string, position: string) => `New application from ${name} for ${position}`,
    intro:
      'A candidate applied through the careers page. The résumé is stored privately and can be downloaded from the admin area (Career → Applications).',
    labels: {
      position: 'Position',
      name: 'Name',
      email: 'Email',
      phoneNumber: 'Phone Number',
      dob: 'Date of Birth',
      qualification: 'Qualification',
      resume: 'Résumé',
      date: 'Received',
    },
  },
  applicationAck: {
    subject: (position: string) => `Your application for ${position}`,
    greeting: (name: string) => `Dear ${name},`,
    body: 'Thank you for applying for the position of "{position}" at Kinglife LLC. Our HR team reviews every application and will contact you if your profile matches the role.',
  },
} as const;
