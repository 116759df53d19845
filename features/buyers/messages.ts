/** What the buyer's sign-in form says when its field is refused, in English (the Arabic: ./messages.ar.ts). */
import { type MessagesOf } from '@/content/validation';

export const buyerSignInMessages = {
  email: 'Please enter a valid email address',
} as const;

export type BuyerSignInMessages = MessagesOf<typeof buyerSignInMessages>;
