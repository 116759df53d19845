/**
 * Every fixed text of the public site, per language, as one object: the English modules of this
 * folder and their Arabic translations in ./ar (same names, same shapes: the type below fails the
 * build when a translation is missing). Server code reads it through content/localized.ts; client
 * components get their part as props.
 */
import * as about from './about';
import * as blogPages from '@/features/blog/pageText';
import * as buyers from '@/features/buyers/pageText';
import * as careers from '@/features/careers/pageText';
import * as certifications from '@/features/documents/certifications';
import { company, yearsInBusiness } from './company';
import * as contact from '@/features/enquiries/contactText';
import * as dictionary from './dictionary';
import * as faq from './faq';
import * as home from './home';
import * as homeSections from './homeSections';
import * as legal from './legal';
import * as mail from './mail';
import * as newsPages from '@/features/news/pageText';
import * as productDocuments from '@/features/documents/pageText';
import * as productPages from '@/features/products/pageText';
import * as quote from '@/features/enquiries/quoteText';
import * as search from '@/features/search/text';
import { servicesPage } from '@/features/services/pageText';
import { eventsPage } from '@/features/events/pageText';
import * as submissions from './submissions';
import * as team from './team';
import * as testimonials from './testimonials';
import * as aboutAr from './ar/about';
import * as blogPagesAr from '@/features/blog/pageText.ar';
import * as buyersAr from '@/features/buyers/pageText.ar';
import * as careersAr from '@/features/careers/pageText.ar';
import * as certificationsAr from '@/features/documents/certifications.ar';
import { company as companyAr } from './ar/company';
import * as contactAr from '@/features/enquiries/contactText.ar';
import * as dictionaryAr from './ar/dictionary';
import * as faqAr from './ar/faq';
import * as homeAr from './ar/home';
import * as homeSectionsAr from './ar/homeSections';
import * as legalAr from './ar/legal';
import * as mailAr from './ar/mail';
import * as newsPagesAr from '@/features/news/pageText.ar';
import * as productDocumentsAr from '@/features/documents/pageText.ar';
import * as productPagesAr from '@/features/products/pageText.ar';
import * as quoteAr from '@/features/enquiries/quoteText.ar';
import * as searchAr from '@/features/search/text.ar';
import { servicesPage as servicesPageAr } from '@/features/services/pageText.ar';
import { eventsPage as eventsPageAr } from '@/features/events/pageText.ar';
import * as submissionsAr from './ar/submissions';
import * as teamAr from './ar/team';
import * as testimonialsAr from './ar/testimonials';
import type { Translation } from './ar/types';
import type { Locale } from '@/lib/i18n/locales';

const english = {
  ...about,
  ...blogPages,
  ...buyers,
  ...careers,
  ...certifications,
  company,
  ...contact,
  ...dictionary,
  ...faq,
  ...home,
  ...homeSections,
  ...legal,
  ...mail,
  ...newsPages,
  ...productDocuments,
  ...productPages,
  ...quote,
  ...search,
  servicesPage,
  eventsPage,
  ...submissions,
  ...team,
  ...testimonials,
};

/** The site's texts in one language (every string widened: the Arabic has the same shape). */
export type SiteText = Translation<typeof english>;

const arabic: SiteText = {
  ...aboutAr,
  ...blogPagesAr,
  ...buyersAr,
  ...careersAr,
  ...certificationsAr,
  company: companyAr,
  ...contactAr,
  ...dictionaryAr,
  ...faqAr,
  ...homeAr,
  ...homeSectionsAr,
  ...legalAr,
  ...mailAr,
  ...newsPagesAr,
  ...productDocumentsAr,
  ...productPagesAr,
  ...quoteAr,
  ...searchAr,
  servicesPage: servicesPageAr,
  eventsPage: eventsPageAr,
  ...submissionsAr,
  ...teamAr,
  ...testimonialsAr,
};

const TEXT: Record<Locale, SiteText> = { en: english, ar: arabic };

export function textFor(locale: Locale): SiteText {
  return TEXT[locale];
}

export { yearsInBusiness };

/** What the public endpoints answer, in the language of the page that sent the request. */
export function submissionTextIn(locale: Locale) {
  return textFor(locale).submissionText;
}
