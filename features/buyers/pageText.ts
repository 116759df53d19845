/** The words of a buyer's own page and its sign-in (English; Arabic in ./pageText.ar.ts). */
export const buyerText = {
  signInMail: {
    subject: 'Your sign-in link to Kinglife LLC',
    greeting: 'Hello,',
    body: 'Open this link to see your quote, sample and document requests and how each one is going. It works once, within 15 minutes.',
    linkText: 'See my requests',
    ignore: 'If you did not ask for this link, you can ignore this e-mail: nobody can sign in without it.',
  },
};
