/** Every string of the quote list and the quote and sample request page (features/enquiries/site). */
import type { CountForms } from '@/lib/text/plural';

export const quoteText = {
  /** The navigation's link to the request page; the count is announced with it. */
  navLink: 'Quote list',
  navCount: { one: '1 product', other: '{n} products' } as CountForms,
  /** The button on product cards and pages. */
  add: 'Add to quote',
  added: 'In your quote',
  addLabel: 'Add {product} to your quote list',
  removeLabel: 'Remove {product} from your quote list',
  /** Shown beside the button once a product is in the list. */
  view: 'View quote list',

  heading: 'Request a quote',
  intro:
    'List the products you need and where they go. Our sales team replies with prices, lead times and documents within two working days.',
  kindLegend: 'What would you like?',
  kinds: { quote: 'A price quote', sample: 'Samples to test' },
  kindHints: {
    quote: 'Quantities in kilograms, litres or tonnes, delivered on the incoterm you choose.',
    sample: 'Small amounts in grams or millilitres, sent to your address.',
  },

  listHeading: 'Your products',
  listLabel: 'Products in your request',
  empty: 'Your quote list is empty.',
  emptyHint: 'Open a product and choose “Add to quote”, then come back here.',
  browse: 'Browse the products',
  leftOut: {
    one: 'One product in your list is no longer offered, so it is left out of this request.',
    other: '{n} products in your list are no longer offered, so they are left out of this request.',
  } as CountForms,
  quantity: 'Quantity',
  sampleSize: 'Sample size',
  unit: 'Unit',
  packaging: 'Packaging',
  anyPackaging: 'No preference',
  minimumOrder: 'Minimum order: {moq}',
  remove: 'Remove',
  /** Units as buyers read them (the stored value is the symbol). */
  units: { kg: 'kg', L: 'L', MT: 'MT (tonnes)', g: 'g', mL: 'mL' },

  deliveryHeading: 'Delivery',
  country: 'Destination country',
  countryPlaceholder: 'Select a country',
  incoterm: 'Incoterm',
  incotermPlaceholder: 'Select an incoterm',
  incoterms: {
    EXW: 'EXW — Ex Works, collected in Dubai',
    FOB: 'FOB — Free On Board, Jebel Ali',
    CFR: 'CFR — Cost and Freight to your port',
    CIF: 'CIF — Cost, Insurance and Freight to your port',
    DAP: 'DAP — Delivered At Place',
    DDP: 'DDP — Delivered Duty Paid',
  },
  month: 'Target delivery month',
  flexible: 'Flexible',
  shippingAddress: 'Shipping address for the samples',
  shippingAddressHint: 'Street, city, postcode — the country is chosen above.',

  detailsHeading: 'Your details',
  company: 'Company',
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  message: 'Anything else we should know? (optional)',
  messagePlaceholder: 'Specification, certificates you need, regular volumes…',
  honeypot: 'Leave this field empty',

  submit: { quote: 'Request a quote', sample: 'Request samples' },
  submitting: 'Sending…',
  doneHeading: 'Thank you — your request is with our sales team',
  /** {reference} and {email} are filled in. */
  doneBody:
    'Your reference is {reference}. We have sent a copy to {email} and will reply within two working days.',
  doneReference: 'Reference',
  doneSummary: 'What you asked for',
  /** A link to the buyer's page, where the request's progress shows. */
  follow: 'Follow this request on My requests',
  again: 'Start a new request',
  errors: {
    network:
      'We could not reach the server. Check your connection and try again; your request is still here.',
    server: 'Something went wrong on our side and your request was not sent. Please try again in a moment.',
  },
} as const;
