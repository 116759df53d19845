/**
 * Every fixed text of the public site, per language, as one object: the English modules of this
 * folder and their Arabic translations in ./ar (same names, same shapes: the type below fails the
 * build when a translation is missing). Server code reads it through content/localized.ts; client
 * components get their part as props.
 */
import * as about from './about';
import * as blogPages from './blogPages';
import * as careers from './careers';
import * as certifications from './certifications';
import { company, yearsInBusiness } from './company';
import * as contact from './contact';
import * as dictionary from './dictionary';
import * as faq from './faq';
import * as home from './home';
import * as homeSections from './homeSections';
import * as legal from './legal';
import * as mail from './mail';
import * as newsPages from './newsPages';
import * as productDocuments from './productDocuments';
import * as productPages from './productPages';
import * as quote from './quote';
import * as search from './search';
import { servicesPage } from './services';
import * as submissions from './submissions';
import * as team from './team';
import * as testimonials from './testimonials';
import * as aboutAr from './ar/about';
import * as blogPagesAr from './ar/blogPages';
import * as careersAr from './ar/careers';
import * as certificationsAr from './ar/certifications';
import { company as companyAr } from './ar/company';
import * as contactAr from './ar/contact';
import * as dictionaryAr from './ar/dictionary';
import * as faqAr from './ar/faq';
import * as homeAr from './ar/home';
import * as homeSectionsAr from './ar/homeSections';
import * as legalAr from './ar/legal';
import * as mailAr from './ar/mail';
import * as newsPagesAr from './ar/newsPages';
import * as productDocumentsAr from './ar/productDocuments';
import * as productPagesAr from './ar/productPages';
import * as quoteAr from './ar/quote';
import * as searchAr from './ar/search';
import { servicesPage as servicesPageAr } from './ar/services';
import * as submissionsAr from './ar/submissions';
import * as teamAr from './ar/team';
import * as testimonialsAr from './ar/testimonials';
import type { Translation } from './ar/types';
import type { Locale } from '@/lib/i18n/locales';

const english = {
  ...about,
  ...blogPages,
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
  ...submissions,
  ...team,
  ...testimonials,
};

/** The site's texts in one language (every string widened: the Arabic has the same shape). */
export type SiteText = Translation<typeof english>;

const arabic: SiteText = {
  ...aboutAr,
  ...blogPagesAr,
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
  ...submissionsAr,
  ...teamAr,
  ...testimonialsAr,
};

const TEXT: Record<Locale, SiteText> = { en: english, ar: arabic };

export function textFor(locale: Locale): SiteText {
  return TEXT[locale];
}

export { yearsInBusiness };
