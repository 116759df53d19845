/** The Arabic of ./messages.ts, typed against the English. */
import type { BuyerSignInMessages } from './messages';

export const buyerSignInMessages = {
  email: 'يُرجى إدخال بريد إلكتروني صحيح',
  message: 'يُرجى كتابة رسالتك',
  messageTooLong: 'يجب ألا تتجاوز الرسالة 2000 حرف',
  listName: 'يُرجى تسمية القائمة',
  listNameTooLong: 'يجب ألا يتجاوز اسم القائمة 80 حرفًا',
  listProducts: 'تحتاج القائمة إلى منتج واحد على الأقل',
  listTooLong: 'يمكن أن تضم القائمة 50 منتجًا على الأكثر',
} satisfies BuyerSignInMessages;
