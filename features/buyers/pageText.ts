/** The words of a buyer's own page and its sign-in (English; Arabic in ./pageText.ar.ts). */
export const buyerText = {
  /** Asking for a link (also what a used or late link's page shows). */
  signIn: {
    title: 'My requests',
    intro:
      'Enter the email address you sent your quote, sample or document requests from. We will email you a link to see them and how each one is going. No password needed.',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    submit: 'Email me a link',
    /** {email}: the address typed. The same whether or not it sent anything. */
    sent: 'If {email} sent us a request, a link to see it is on its way. It works once, within 15 minutes.',
  },
  /** The page the mailed link opens: one button, so a mail scanner opening the link signs nobody in. */
  confirm: {
    title: 'See your requests',
    text: 'Sign in on this browser for 30 days.',
    submit: 'See my requests',
    linkUsed: 'This link has been used or is more than 15 minutes old. Ask for a new one below.',
  },
  signInMail: {
    subject: 'Your sign-in link to Kinglife LLC',
    greeting: 'Hello,',
    body: 'Open this link to see your quote, sample and document requests and how each one is going. It works once, within 15 minutes.',
    linkText: 'See my requests',
    ignore: 'If you did not ask for this link, you can ignore this e-mail: nobody can sign in without it.',
  },
  /** The buyer's page: their requests, each with its timeline. */
  account: {
    title: 'My requests',
    /** {email}: the address signed in. */
    signedInAs: 'Signed in as {email}',
    signOut: 'Sign out',
    intro: 'Every quote, sample and document request sent from this address, newest first.',
    empty: 'No requests from this address yet.',
    requestList: 'Your requests',
    kinds: { quote: 'Quote request', sample: 'Sample request', document: 'Document request' },
    sentOn: 'Sent',
    products: 'Products',
    /** A document request: the document asked for. */
    document: 'Document',
    timeline: 'Progress',
    statuses: {
      new: 'Received',
      in_review: 'In review',
      quoted: 'Quoted',
      shipped: 'Sample shipped',
      delivered: 'Delivered',
      closed: 'Closed',
      declined: 'Declined',
    },
    /** A step written by the buyer or by Kinglife. */
    fromYou: 'Your message',
    fromUs: 'Our sales team',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    /** {carrier}: the carrier's name. Opens the carrier's own tracking page. */
    track: 'Track it on {carrier}',
    attachment: 'Download the attached file',
    carriers: { dhl: 'DHL', fedex: 'FedEx', ups: 'UPS', aramex: 'Aramex', other: 'Other carrier' },
    message: 'Add a message',
    messageToggle: 'Write to us about this request',
    messageHint: 'Our sales team sees it at once and replies by e-mail.',
    sendMessage: 'Send message',
    messageSent: 'Message sent. We will reply by e-mail.',
    requestAgain: 'Request again',
    /** {n}: lines put back. */
    requestedAgain: 'The products are in your quote list.',
    opensNewTab: '(opens in a new tab)',
    signedOut: 'Your sign-in has ended. Ask for a new link to see your requests.',
    notFound: 'We found no such request of yours.',
  },
  /** Saved lists of products on the buyer's page. */
  lists: {
    title: 'Saved lists',
    intro: 'Keep the products you buy together under a name, and put them in a quote request in one step.',
    empty: 'No saved lists yet.',
    name: 'List name',
    saveQuoteList: 'Save my quote list',
    quoteListEmpty: 'Your quote list is empty: add products from the product pages first.',
    saved: 'List saved.',
    use: 'Put in my quote list',
    used: 'The products are in your quote list.',
    remove: 'Remove list',
    /** {name} */
    removeLabel: 'Remove the list {name}',
    removed: 'List removed.',
    tooMany: 'You can keep 20 lists. Remove one to save another.',
    products: 'Products',
  },
  /** A mail to the buyer when staff move a request on or reply, in the request's language. */
  statusMail: {
    /** {reference}, {status} */
    subject: 'Your request {reference}: {status}',
    /** {service}: a contact-form enquiry's. */
    replySubject: 'Re: your enquiry about {service}',
    replySubjectPlain: 'Our reply to your enquiry',
    greeting: 'Hello {name},',
    /** {reference}, {status} */
    body: 'Your request {reference} is now: {status}.',
    reply: 'Our reply:',
    tracking: 'Tracking number',
    carrier: 'Carrier',
    track: 'Track the shipment',
    attachment: 'The file we sent with it (the link works for 7 days)',
    page: 'See all your requests and how each one is going',
  },
  /** The buyer's own data (GDPR articles 15 and 17, the UAE's PDPL): a copy, or its erasure. */
  yourData: {
    title: 'Your data',
    intro:
      'Download everything we hold about this address, or ask us to delete it. Deleting asks you to confirm by e-mail first.',
    download: 'Download my data',
    downloadHint: 'A ZIP file: your requests, messages and saved lists, and the files sent with them.',
    delete: 'Delete my data',
    /** {email}: the address signed in. */
    deleteSent: 'We have emailed {email} a link to confirm. It works once, within 24 hours.',
  },
  erasureMail: {
    subject: 'Confirm deleting your data at Kinglife LLC',
    greeting: 'Hello,',
    body: 'You asked us to delete the data we hold about this e-mail address. Open this link to confirm; it works once, within 24 hours.',
    linkText: 'Delete my data',
    ignore: 'If you did not ask for this, you can ignore this e-mail: nothing is deleted without it.',
  },
  /** The link staff mail with a copy of someone's data (features/privacy/exportLinks.ts). */
  exportMail: {
    subject: 'Your data at Kinglife LLC',
    greeting: 'Hello,',
    body: 'As you asked, here is a copy of the data we hold about this e-mail address: one ZIP file, with a README that explains what is in it. The link works for 7 days, as often as you need.',
    linkText: 'Download my data',
    ignore: 'If you did not ask for this, please tell us from the contact page of kinglifellc.com.',
  },
  /** The page a copy's link shows when it no longer works. */
  exportLink: {
    title: 'This link has expired',
    text: 'Links to a copy of your data work for 7 days. Write to us from the contact page and we will send you a new one.',
    contact: 'Go to the contact page',
  },
  /** The page the erasure mail's link opens: one button, so a mail scanner opening it deletes nothing. */
  erasure: {
    title: 'Delete your data',
    text: 'This deletes your name, e-mail address, phone number, company, shipping address, messages, saved lists and the files of your requests. What our accounts must keep stays, without anything that names you: the references of your requests, their products and quantities, dates and country. You will be signed out.',
    submit: 'Delete my data',
    done: 'Your data has been deleted. Thank you for having been in touch with us.',
    linkUsed: 'This link has been used or is more than 24 hours old. Sign in and ask again from My requests.',
    home: 'Back to the home page',
  },
  /** When a call fails (the form keeps what was typed). */
  errors: {
    network:
      'We could not reach the server. Check your connection and try again; what you typed is still here.',
    server: 'Something went wrong on our side. Please try again in a moment.',
  },
};
