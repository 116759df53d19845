/**
 * The Documents section of a product page (data sheets and certificates), its request form for a
 * document sent on request, the e-mail with the link, and the page a document's link answers with
 * when it cannot give the file (lib/http/messagePage.ts).
 */
export const productDocumentsText = {
  heading: 'Documents',
  intro: 'Data sheets and certificates of this product, as PDF files.',
  /** The kinds of document (features/documents/validation.ts DOCUMENT_TYPES). */
  types: {
    tds: 'Technical data sheet',
    sds: 'Safety data sheet',
    coa: 'Certificate of analysis (sample)',
    specification: 'Product specification',
    certificate: 'Certificate',
  },
  /** The languages a document may be written in (DOCUMENT_LANGUAGES). */
  languages: {
    en: 'English',
    ar: 'Arabic',
    fr: 'French',
    es: 'Spanish',
    de: 'German',
    ru: 'Russian',
    zh: 'Chinese',
  },
  /** {date} is the revision date. */
  revised: 'Revised {date}',
  /** {size} is the file's size: 'PDF, 840 kB'. */
  file: 'PDF, {size}',
  onRequest: 'On request',
  download: 'Download',
  request: 'Request',
  /** A certification's name on the product page links to its certificate: said after the name. */
  certificate: '(certificate, PDF)',
  dialog: {
    /** {document} is the document's kind and language: 'Safety data sheet (English)'. */
    title: 'Request the {document}',
    intro:
      'Tell us who you are and we will e-mail you a link to the {document} of {product}. The link works for 7 days. Fields marked * are required.',
    fields: { name: 'Name', company: 'Company', email: 'Email' },
    placeholders: { name: 'Your Name', company: 'Your Company', email: 'Your Email' },
    honeypot: 'Leave this field empty',
    submit: 'Email me the link',
    submitting: 'Sending…',
    /** {email} is the address the link went to. */
    sent: 'Thank you! We have sent the link to {email}. It works for 7 days.',
    close: 'Close',
    errors: {
      network:
        'We could not reach the server. Check your connection and try again; what you typed is still here.',
      server: 'Something went wrong on our side and the link was not sent. Please try again in a moment.',
    },
  },
  mail: {
    /** {document} as in the dialog; {product} the product's name. */
    subject: 'Your {document}: {product}',
    greeting: (name: string) => `Dear ${name},`,
    body: 'Thank you for your interest in {product}. Here is the link to the {document} you asked for:',
    linkText: 'Download the {document} (PDF)',
    /** {date} is the last day the link works. */
    validity: 'The link works until {date}. After that, ask for the document again on the product page.',
  },
  /** What a document's link answers when it cannot give the file. */
  linkPage: {
    siteName: 'Kinglife LLC',
    notFound: {
      title: 'This document is not available',
      text: 'The document is no longer on our website. The product page lists the documents we have today.',
    },
    expired: {
      title: 'This link has expired',
      text: 'Links to our documents work for 7 days. Ask for the document again on the product page and we will e-mail you a new link.',
    },
    forged: {
      title: 'This link is not valid',
      text: 'The link may have been cut short or changed. Please open the whole link from our e-mail, or ask for the document again on the product page.',
    },
    onRequest: {
      title: 'This document is sent on request',
      text: 'Ask for it on the product page and we will e-mail you a link to it.',
    },
    product: 'Go to the product page',
    home: 'Go to the Kinglife website',
  },
} as const;
