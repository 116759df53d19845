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
  quoteStaff: {
    subject: {
      quote: (reference: string, company: string) => `Quote request ${reference} from ${company}`,
      sample: (reference: string, company: string) => `Sample request ${reference} from ${company}`,
    },
    intro: {
      quote: 'A buyer asked for a price quote on the website. Reply to this e-mail to answer them.',
      sample: 'A buyer asked for samples on the website. Reply to this e-mail to answer them.',
    },
    labels: {
      reference: 'Reference',
      company: 'Company',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Destination',
      incoterm: 'Incoterm',
      month: 'Delivery month',
      shippingAddress: 'Ship samples to',
      language: 'Language',
      date: 'Received',
    },
    products: 'Products',
    flexible: 'Flexible',
    followUp: 'Record what happens to it (quoted, won or lost) in the admin: Enquiries.',
  },
  quoteAck: {
    subject: {
      quote: (reference: string) => `Your quote request ${reference}`,
      sample: (reference: string) => `Your sample request ${reference}`,
    },
    greeting: (name: string) => `Dear ${name},`,
    body: {
      quote:
        'Thank you for your quote request. Its reference is {reference}: please mention it whenever you write to us about it. Our sales team will reply with prices and lead times within two working days.',
      sample:
        'Thank you for your sample request. Its reference is {reference}: please mention it whenever you write to us about it. Our sales team will confirm the samples and their dispatch within two working days.',
    },
    products: 'What you asked for:',
    labels: {
      country: 'Destination',
      incoterm: 'Incoterm',
      month: 'Delivery month',
      shippingAddress: 'Ship samples to',
    },
    flexible: 'Flexible',
  },
} as const;
