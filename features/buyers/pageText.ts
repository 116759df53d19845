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
};
