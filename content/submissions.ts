/** Messages the public form endpoints answer with (shown by the forms). */
import type { CountForms } from '../lib/text/plural';
export const submissionText = {
  forbiddenOrigin: 'This form can only be sent from the Kinglife website.',
  badRequest: 'The form could not be read. Please reload the page and try again.',
  invalid: 'Please correct the highlighted fields.',
  /** {wait} is `minutes` for the minutes left. */
  rateLimited: 'You have sent several forms in a short time. Please wait {wait} and try again.',
  minutes: { one: 'a minute', other: '{n} minutes' } as CountForms,
  jobUnavailable: 'This opening is no longer available. Please choose one of the current openings.',
  resumeContent: 'Resume must be a PDF, DOC or DOCX file',
  tooLarge: 'Resume must be 5 MB or smaller',
  documentUnavailable: 'This document is no longer available. Please reload the page.',
  unsafeText:
    'This field holds a character that cannot be sent (a control or text-direction character, or a line break in a one-line field). Please remove it.',
  notFound: 'This page or item does not exist.',
} as const;
