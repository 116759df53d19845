/** Every string of the Careers page and the Job Application Form. */
import type { CountForms } from '@/lib/text/plural';
export const careersText = {
  heading: 'Join Our Team',
  eyebrow: 'Careers at Kinglife',
  whyHeading: 'Why KingLife ?',
  why: [
    'Since 2019 we have grown from a small Deira trading office into an exporter trusted by food, beverage, cosmetics and nutraceutical businesses in more than twenty countries. Every shipment depends on people who care about quality, keep their promises and enjoy solving problems with colleagues and customers.',
    'At KingLife you work close to the products and the decisions: from sourcing with growers and distillers to testing in the laboratory and loading containers at Jebel Ali. We offer competitive packages, visa and medical cover, training in food safety and export practice, and a friendly multicultural team across the Emirates.',
  ],
  whyPoints: [
    'Real responsibility from day one',
    'Training and certification support',
    'A multicultural team across the UAE',
  ],
  openingsHeading: 'Current Openings',
  searchLabel: 'Search openings',
  searchPlaceholder: 'Search Job here',
  searchHint: 'Search by title, location or qualification.',
  resultsCount: { one: '1 opening', other: '{n} openings' } as CountForms,
  noResults: 'No openings match your search. Try another title, city or qualification.',
  noOpenings: 'There are no open positions right now. Please check back soon.',
  experience: '{value} Experience',
  qualification: 'Qualification - {value}',
  locationLabel: 'Location',
  viewDescription: 'View Job Description',
  hideDescription: 'Hide Job Description',
  apply: 'Apply',
  applyLabel: 'Apply for {title}',
  pagination: {
    label: 'Openings pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {n}',
  },
} as const;

export const applyText = {
  title: 'Job Application Form',
  intro: 'Tell us about yourself and attach your résumé. Our HR team reads every application.',
  loading: 'Loading the application form…',
  positionLabel: 'Position',
  unknownJob: {
    title: 'This opening is not available',
    text: 'The job you followed may have been filled or withdrawn. Please choose one of our current openings.',
    noJob: 'Choose an opening on the Careers page to apply for it.',
    back: 'See current openings',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    dob: 'Date of Birth',
    qualification: 'Qualification',
    resume: 'Resume',
  },
  placeholders: {
    firstName: 'Your first name',
    lastName: 'Your last name',
    email: 'you@example.com',
    phoneNumber: 'Digits only, e.g. 0501234567',
    qualification: "e.g. Bachelor's in Business",
  },
  dropzone: {
    prompt: 'Drag and drop your résumé here, or',
    browse: 'choose a file',
    touch: 'Choose a file',
    hint: 'One PDF, DOC or DOCX file, up to 5 MB.',
    active: 'Drop the file here',
    chosen: 'Selected file:',
    remove: 'Remove file',
    /** react-dropzone's own type message lists MIME types; this keeps its form, readable. */
    invalidType: 'File type must be PDF, DOC or DOCX',
  },
  consentBefore: 'I agree to the processing of my personal data as described in the ',
  consentLink: 'privacy policy',
  consentAfter: '.',
  newTab: '(opens in a new tab)',
  honeypot: 'Leave this field empty',
  submit: 'Submit Application',
  submitting: 'Submitting…',
  uploadProgress: 'Sending your application',
  success: { title: 'Success!', text: 'Your application has been submitted successfully.', button: 'OK' },
  errors: {
    network:
      'We could not reach the server. Check your connection and try again; your answers are still here.',
    server:
      'Something went wrong on our side and your application was not sent. Please try again in a moment.',
  },
} as const;
