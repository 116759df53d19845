/**
 * Every message the form schemas (lib/validation) give, in English; the public forms' messages in
 * Arabic are in ./ar/validation.ts. Messages quoted from the spec are marked.
 */

/** The contact form. Spec: 'Please enter a valid email address'. */
export const enquiryMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  email: 'Please enter a valid email address',
  company: 'Company must be 120 characters or fewer',
  service: 'Please select a service',
  message: 'Please enter your message',
  messageTooLong: 'Message must be 5000 characters or fewer',
} as const;

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

/** The quote and sample request form (features/enquiries/quoteRequestValidation.ts). */
export const quoteMessages = {
  noLines: 'Add at least one product to your list.',
  tooManyLines: 'A request can list at most 20 products.',
  product: 'This product is no longer available. Please remove it from your list.',
  quantity: 'Enter a quantity greater than 0.',
  quantityTooLarge: 'Enter at most 1,000,000.',
  sampleTooLarge: 'A sample can be at most 1,000 g or 1,000 mL.',
  unit: 'Please choose a unit.',
  packaging: 'Packaging must be 120 characters or fewer',
  company: 'Please enter your company',
  companyTooLong: 'Company must be 120 characters or fewer',
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  email: 'Please enter a valid email address',
  phone: 'Enter a phone number of 7 to 20 digits, with + and spaces if you like.',
  country: 'Please choose the destination country',
  incoterm: 'Please choose an incoterm',
  month: 'Choose this month or a later one',
  address: 'Please enter the address the samples go to',
  addressTooLong: 'The address must be 500 characters or fewer',
  messageTooLong: 'Message must be 5000 characters or fewer',
} as const;

/** A form's messages in one language: the same keys, any words. */
export type MessagesOf<T> = { readonly [K in keyof T]: string };
export type EnquiryMessages = MessagesOf<typeof enquiryMessages>;
export type ApplicationMessages = MessagesOf<typeof applicationMessages>;
export type QuoteMessages = MessagesOf<typeof quoteMessages>;

/** The product page's request for a document sent on request: name, company and e-mail, all required. */
export const documentRequestMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  company: 'Please enter your company',
  companyTooLong: 'Company must be 120 characters or fewer',
  email: 'Please enter a valid email address',
} as const;
export type DocumentRequestMessages = MessagesOf<typeof documentRequestMessages>;

/** The admin's sign-in and password reset (spec: 'This field is required.' and the rest). */
export const authMessages = {
  required: 'This field is required.',
  contact: 'Enter a valid email or phone number.',
  password: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  resetContact: 'Please enter a valid email or 10-digit phone number.',
  otp: 'Enter the 6-digit code.',
  newPassword: 'Password must be at least 6 characters',
  mismatch: 'Passwords do not match.',
} as const;

/** Two-step verification: enrolling, the sign-in's second step, turning it off. */
export const twoFactorMessages = {
  code: 'Enter the 6-digit code your app shows.',
  secondStep: 'Enter the 6-digit code your app shows, or one of your recovery codes (such as abcde-23456).',
  proof: 'Enter your password, or the 6-digit code your app shows.',
} as const;

/** The Accounts screen (an Owner inviting and managing staff). */
export const accountMessages = {
  email: 'Please enter a valid e-mail address.',
  role: 'Please choose a role.',
  change: 'Say what to change: the role, or whether the account is active.',
  policy: 'Say whether every account must use two-step verification.',
} as const;

const tooLong = (max: number) => `At most ${max} characters.`;

/** The admin's content forms: news, products, services, blog. */
export const contentMessages = {
  title: 'Please enter a title.',
  caption: 'Please enter a caption.',
  description: 'Please enter a description.',
  date: 'Please enter a valid date.',
  /** Spec: the product category's 'Oops...' alert and the blog category's 'Empty Field' alert. */
  categoryName: 'Category name cannot be empty.',
  /** The blog post's 'Empty Field' alert (the spec's 'Sub-Product name…': its posts were called sub-products). */
  postTitle: 'Post title cannot be empty.',
  publishAt: 'Enter a date and a time.',
  publishAtPast: 'Choose a time that has not passed yet.',
  closeBeforePublish: 'Choose a closing time after the time it is published.',
  productName: 'Please enter the product name.',
  serviceName: 'Please enter the service name.',
  body: 'Please write the article.',
  category: 'Please choose a category.',
  tooLong,
} as const;

/** A product's specification (features/products/validation.ts) and the lists staff manage. */
export const specMessages = {
  cas: 'Enter a CAS number like 8000-28-0 (its last digit is a check digit).',
  hsCode: 'Enter an HS code of 6 to 10 digits, like 3301.29.',
  country: 'Choose a country from the list.',
  form: 'Choose a form from the list.',
  quantity: 'Enter a quantity greater than 0.',
  unit: 'Choose a unit for the minimum order.',
  shelfLife: 'Enter a whole number of months from 1 to 120.',
  listName: 'Please enter a name.',
  listChoice: 'Choose from the list.',
  tooLong,
} as const;

/** A product's documents and a certification's certificate (features/documents/validation.ts). */
export const documentMessages = {
  type: 'Choose what kind of document it is.',
  language: 'Choose the language the document is written in.',
  revisionDate: 'Enter the revision date (today or earlier).',
  access: 'Choose whether buyers download it or ask for it.',
  file: 'Please choose a PDF file.',
  /** DOCUMENT_MAX_BYTES in features/documents/validation.ts. */
  size: 'The PDF must be 10 MB or smaller.',
  notPdf: 'This file is not a PDF. Please choose a PDF document.',
} as const;

/** The admin's jobs and general settings. */
export const operationsMessages = {
  title: 'Please enter the job title.',
  experience: 'Please enter the required experience.',
  qualification: 'Please enter the required qualification.',
  location: 'Please enter the location.',
  description: 'Please enter the job description.',
  email: 'Please enter a valid email address.',
  httpsLink: 'Please enter a full link starting with https://',
  retentionDays: (min: number, max: number) => `Please enter a whole number of days from ${min} to ${max}.`,
  samplePercent: 'Please enter a whole number from 0 to 100.',
  requestStatus: 'Please choose a status: New, Quoted, Won or Lost.',
  noStatus: 'Only quote and sample requests have a status.',
  whatsapp: {
    characters: 'Please enter digits only, e.g. +971 50 123 4567.',
    countryCode: 'Please start with the country code, e.g. +971 50 123 4567.',
    length: (min: number, max: number) =>
      `A WhatsApp number has ${min} to ${max} digits with its country code.`,
  },
  tooLong,
} as const;

/** Every picture upload (spec: the services' 'Please upload a valid image file (JPEG, JPG, PNG).'). */
export const imageMessages = {
  required: 'Please choose an image.',
  type: 'Please upload a valid image file (JPEG, JPG, PNG).',
  typeAny: 'Please upload a JPEG, PNG or WebP image.',
  typeBlog: 'Please upload a JPEG, PNG, WebP or GIF image.',
  size: 'The image must be 5 MB or smaller.',
  pixels: 'The image is too large: at most 25 megapixels.',
  unreadable: 'This image could not be read. Please choose another file.',
} as const;
