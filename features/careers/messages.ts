/** What the careers forms' schemas say when a field is refused, in English (the Arabic: ./messages.ar.ts). */
import { tooLong, type MessagesOf } from '@/content/messages';

/** The job application form (spec: the '… is required' messages and the privacy consent). */
export const applicationMessages = {
  firstName: 'First Name is required',
  firstNameLetters: 'First Name may contain only letters and spaces',
  lastName: 'Last Name is required',
  lastNameLetters: 'Last Name may contain only letters and spaces',
  nameTooLong: 'Names must be 60 characters or fewer',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneNumber: 'Phone Number is required',
  phoneDigits: 'Phone Number may contain digits only',
  phoneLength: 'Phone Number must have 7 to 15 digits',
  dob: 'Date of Birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  // MINIMUM_AGE in features/careers/validation.ts (a test keeps the two in step).
  dobTooYoung: 'You must be at least 18 years old',
  qualification: 'Qualification is required',
  qualificationTooLong: 'Qualification must be 120 characters or fewer',
  resume: 'Resume is required',
  // The spec says 'PDF or DOCX' but its drop zone also accepts .doc, so the message names all three.
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeSize: 'Resume must be 5 MB or smaller',
  consent: 'You must accept the privacy policy',
  jobId: 'Please choose one of the current openings',
} as const;

export type ApplicationMessages = MessagesOf<typeof applicationMessages>;

/** The admin's job openings. */
export const jobMessages = {
  title: 'Please enter the job title.',
  experience: 'Please enter the required experience.',
  qualification: 'Please enter the required qualification.',
  location: 'Please enter the location.',
  description: 'Please enter the job description.',
  tooLong,
} as const;
