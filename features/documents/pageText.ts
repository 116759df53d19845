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
    coa: 'Certificate of analysis',
    ifra: 'IFRA certificate',
    allergen: 'Allergen declaration',
    halal: 'Halal certificate',
    kosher: 'Kosher certificate',
    organic: 'Organic certificate',
    iso: 'ISO certificate',
    other: 'Other document',
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
  /** {date} is the issue date. */
  revised: 'Issued {date}',
  /** {version} as printed on the document: '3', '2024-A'. */
  version: 'Version {version}',
  /** {date} is a certificate's last valid day. */
  validUntil: 'Valid until {date}',
  /** {lot} is a certificate of analysis's lot number. */
  lot: 'Lot {lot}',
  /** {size} is the file's size: 'PDF, 840 kB'. */
  file: 'PDF, {size}',
  onRequest: 'On request',
  download: 'Download',
  request: 'Request',
  /** A certification's name on the product page links to its certificate: said after the name. */
  certificate: '(certificate, PDF)',
  /** The lot lookup (features/documents/site/LotLookup.tsx): a buyer types the lot on their drum. */
  lotLookup: {
    heading: 'Find the certificate of analysis for your lot',
    intro: 'Type the lot (batch) number printed on your drum, for example KL-2411-07.',
    label: 'Lot number',
    submit: 'Find',
    searching: 'Searching…',
    /** {lot} as the buyer typed it, {product} the product's name. */
    found: 'Certificate of analysis for lot {lot} of {product}',
    download: 'Download (PDF)',
    onRequest: 'This certificate is sent on request: ask for it and we will e-mail you a link.',
    ask: 'Ask for it',
    unknown:
      'We have no certificate of analysis for lot {lot} on our website. Contact us with the lot number and we will send it to you.',
    contact: 'Contact us about this lot',
    errors: {
      network: 'We could not reach the server. Check your connection and try again.',
      server: 'Something went wrong on our side. Please try again in a moment.',
    },
  },
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
