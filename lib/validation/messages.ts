/**
 * The public forms' validation messages per language: the server validates in the language the
 * form was sent in, and the pages give their form the same messages (props, so each page ships
 * one language).
 */
import * as buyersAr from '@/features/buyers/messages.ar';
import { buyerSignInMessages, type BuyerSignInMessages } from '@/features/buyers/messages';
import * as careersAr from '@/features/careers/messages.ar';
import { applicationMessages, type ApplicationMessages } from '@/features/careers/messages';
import * as documentsAr from '@/features/documents/messages.ar';
import {
  documentRequestMessages,
  lotLookupMessages,
  type DocumentRequestMessages,
  type LotLookupMessages,
} from '@/features/documents/messages';
import * as enquiriesAr from '@/features/enquiries/messages.ar';
import {
  enquiryMessages,
  quoteMessages,
  type EnquiryMessages,
  type QuoteMessages,
} from '@/features/enquiries/messages';
import type { Locale } from '../i18n/locales';

export interface FormMessages {
  enquiry: EnquiryMessages;
  application: ApplicationMessages;
  quote: QuoteMessages;
  document: DocumentRequestMessages;
  lotLookup: LotLookupMessages;
  buyerSignIn: BuyerSignInMessages;
}

const MESSAGES: Record<Locale, FormMessages> = {
  en: {
    enquiry: enquiryMessages,
    application: applicationMessages,
    quote: quoteMessages,
    document: documentRequestMessages,
    lotLookup: lotLookupMessages,
    buyerSignIn: buyerSignInMessages,
  },
  ar: {
    enquiry: enquiriesAr.enquiryMessages,
    application: careersAr.applicationMessages,
    quote: enquiriesAr.quoteMessages,
    document: documentsAr.documentRequestMessages,
    lotLookup: documentsAr.lotLookupMessages,
    buyerSignIn: buyersAr.buyerSignInMessages,
  },
};

export function formMessagesFor(locale: Locale): FormMessages {
  return MESSAGES[locale];
}
