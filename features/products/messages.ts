/** What the products forms' schemas say when a field is refused, in English. */
import { tooLong } from '@/content/messages';

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
