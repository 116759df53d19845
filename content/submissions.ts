/** Messages the public form endpoints answer with (shown by the forms). */
export const submissionText = {
  forbiddenOrigin: 'This form can only be sent from the Kinglife website.',
  badRequest: 'The form could not be read. Please reload the page and try again.',
  invalid: 'Please correct the highlighted fields.',
  rateLimited: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `You have sent several forms in a short time. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
  },
  jobUnavailable: 'This opening is no longer available. Please choose one of the current openings.',
  resumeContent: 'Resume must be a PDF, DOC or DOCX file',
  tooLarge: 'Resume must be 5 MB or smaller',
} as const;
