/** What the enquiries forms' schemas say when a field is refused, in English (the Arabic: ./messages.ar.ts). */
import type { MessagesOf } from '@/content/messages';

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

export type EnquiryMessages = MessagesOf<typeof enquiryMessages>;

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

export type QuoteMessages = MessagesOf<typeof quoteMessages>;
