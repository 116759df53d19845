/** Every string of the Contact page and its enquiry form. */
export const contactText = {
  heading: 'Get in Touch',
  intro:
    'Questions about a product, a specification or an order? Write to us and our team will reply within one working day.',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  followLabel: 'Follow us',
  newTab: '(opens in a new tab)',
  formHeading: 'Send us an enquiry',
  formIntro: 'Tell us what you are looking for. Fields marked * are required.',
  fields: {
    name: 'Name',
    email: 'Email',
    company: 'Company (optional)',
    service: 'Service',
    message: 'Message',
  },
  placeholders: {
    name: 'Your Name',
    email: 'Your Email',
    company: 'Your Company',
    service: 'Select Service',
    message: 'Your Message',
  },
  /** The service choices as shown (the stored value is the English name, for staff). */
  services: {
    Exporting: 'Exporting',
    'Green Spice Extracts': 'Green Spice Extracts',
    Purchase: 'Purchase',
  },
  honeypot: 'Leave this field empty',
  submit: 'Submit',
  /** Beside Submit while it waits: {fields} is the list of what is still missing or wrong. */
  missing: 'To send, complete: {fields}.',
  listJoin: ', ',
  submitted: 'Submitted',
  submitting: 'Sending…',
  thanks: 'Thank you! Your enquiry has been sent. We will reply to you by e-mail.',
  errors: {
    network:
      'We could not reach the server. Check your connection and try again; your message is still here.',
    server: 'Something went wrong on our side and your enquiry was not sent. Please try again in a moment.',
  },
} as const;
