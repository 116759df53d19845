/**
 * The public forms' validation messages per language: the server validates in the language the
 * form was sent in, and the pages give their form the same messages (props, so each page ships
 * one language).
 */
import * as arabic from '../../content/ar/validation';
import {
  applicationMessages,
  documentRequestMessages,
  enquiryMessages,
  quoteMessages,
  type ApplicationMessages,
  type DocumentRequestMessages,
  type EnquiryMessages,
  type QuoteMessages,
} from '../../content/validation';
import type { Locale } from '../i18n/locales';

export interface FormMessages {
  enquiry: EnquiryMessages;
  application: ApplicationMessages;
  quote: QuoteMessages;
  document: DocumentRequestMessages;
}

const MESSAGES: Record<Locale, FormMessages> = {
  en: {
    enquiry: enquiryMessages,
    application: applicationMessages,
    quote: quoteMessages,
    document: documentRequestMessages,
  },
  ar: {
    enquiry: arabic.enquiryMessages,
    application: arabic.applicationMessages,
    quote: arabic.quoteMessages,
    document: arabic.documentRequestMessages,
  },
};

export function formMessagesFor(locale: Locale): FormMessages {
  return MESSAGES[locale];
}
