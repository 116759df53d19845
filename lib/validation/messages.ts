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
  type ApplicationMessages,
  type DocumentRequestMessages,
  type EnquiryMessages,
} from '../../content/validation';
import type { Locale } from '../i18n/locales';

export interface FormMessages {
  enquiry: EnquiryMessages;
  application: ApplicationMessages;
  document: DocumentRequestMessages;
}

const MESSAGES: Record<Locale, FormMessages> = {
  en: { enquiry: enquiryMessages, application: applicationMessages, document: documentRequestMessages },
  ar: {
    enquiry: arabic.enquiryMessages,
    application: arabic.applicationMessages,
    document: arabic.documentRequestMessages,
  },
};

export function formMessagesFor(locale: Locale): FormMessages {
  return MESSAGES[locale];
}
