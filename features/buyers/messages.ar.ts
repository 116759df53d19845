/** The Arabic of ./messages.ts, typed against the English. */
import type { BuyerSignInMessages } from './messages';

export const buyerSignInMessages = {
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
} satisfies BuyerSignInMessages;
