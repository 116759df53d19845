/** What the buyer's page's forms say when a field is refused, in English (the Arabic: ./messages.ar.ts). */
import { type MessagesOf } from '@/content/messages';

export const buyerSignInMessages = {
  email: 'Please enter a valid email address',
  message: 'Please write your message',
  messageTooLong: 'Message must be 2000 characters or fewer',
  listName: 'Please give the list a name',
  listNameTooLong: 'A list name must be 80 characters or fewer',
  listProducts: 'A list needs at least one product',
  listTooLong: 'A list can hold at most 50 products',
} as const;

export type BuyerSignInMessages = MessagesOf<typeof buyerSignInMessages>;
