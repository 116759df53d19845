/**
 * schema.org data for search engines, typed with schema-dts, in the language of the page that
 * shows it. Each builder takes the texts already chosen for that language; `serializeJsonLd`
 * makes the result safe inside <script type="application/ld+json"> (components/seo/JsonLd.tsx).
 */
import 'server-only';
import type {
  Event,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ImageObject,
  JobPosting,
  NewsArticle,
  Organization,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import type { Locale } from '../i18n/locales';
import { routesFor } from '../routing/routes';
import { LOGO_PATH, LOGO_SIZE } from './ogImages';
import { absoluteUrl } from './site';

/** How long a job advert is valid after it was last saved, for JobPosting.validThrough. */
const JOB_VALID_DAYS = 60;

interface CompanyFacts {
  name: string;
  phone: string;
  email: string;
}

/** The company's profiles (General settings); '' for one it has not. */
interface Socials {
  linkedinUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
}

/** The office in Deira, Dubai (content/company.ts names no street; locality, emirate and country). */
function officeAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    addressLocality: 'Deira',
    addressRegion: 'Dubai',
    addressCountry: 'AE',
  };
}

/**
 * The raster logo with its size in pixels: validators refuse a bare URL as an article's publisher
 * logo. schema-dts types width and height only as text ("600 px") or a QuantitativeValue, while
 * what search engines read is a plain number of pixels, hence the cast.
 */
function logo(): ImageObject {
  const image = { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH), ...LOGO_SIZE } as const;
  return image as unknown as ImageObject;
}

function organizationRef(company: CompanyFacts, locale: Locale) {
  return {
    '@type': 'Organization' as const,
    name: company.name,
    url: absoluteUrl(routesFor(locale).home()),
    logo: logo(),
  };
}

/** The company, on every public page: name, logo, office, phone, e-mail and its social profiles. */
export function organizationJsonLd(
  company: CompanyFacts,
  socials: Socials,
  locale: Locale,
): WithContext<Organization> {
  const sameAs = [socials.linkedinUrl, socials.facebookUrl, socials.instagramUrl, socials.twitterUrl].filter(
    Boolean,
  );
  return {
    '@context': 'https://schema.org',
    ...organizationRef(company, locale),
    '@id': `${absoluteUrl(routesFor(locale).home())}#organization`,
    address: officeAddress(),
    telephone: company.phone,
    email: company.email,
    foundingDate: '2019',
    inLanguage: locale,
    ...(sameAs.length ? { sameAs } : {}),
  } as WithContext<Organization>;
}

interface Article {
  title: string;
  description: string;
  image: { src: string };
  /** ISO 8601 date (yyyy-mm-dd). */
  date: string;
  /** ISO 8601 date-time of the last change. */
  modified?: string;
  path: string;
}

function article(item: Article, company: CompanyFacts, locale: Locale) {
  return {
    '@context': 'https://schema.org' as const,
    headline: item.title.slice(0, 110),
    description: item.description,
    image: [absoluteUrl(item.image.src)],
    datePublished: item.date,
    dateModified: item.modified ?? item.date,
    inLanguage: locale,
    mainEntityOfPage: absoluteUrl(item.path),
    author: organizationRef(company, locale),
    publisher: organizationRef(company, locale),
  };
}

export function blogPostingJsonLd(
  post: Article,
  company: CompanyFacts,
  locale: Locale,
): WithContext<BlogPosting> {
  return { ...article(post, company, locale), '@type': 'BlogPosting' };
}

export function newsArticleJsonLd(
  item: Article,
  company: CompanyFacts,
  locale: Locale,
): WithContext<NewsArticle> {
  return { ...article(item, company, locale), '@type': 'NewsArticle' };
}

/** The trail of a detail page, from home to the page itself. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

interface JobAdvert {
  id: number;
  title: string;
  description: string;
  location: string;
  experience: string;
  qualification: string;
  /** ISO 8601 date-times. */
  createdAt: string;
  updatedAt: string;
}

/** One published opening, with every field Google's job search requires. */
export function jobPostingJsonLd(
  job: JobAdvert,
  company: CompanyFacts,
  locale: Locale,
): WithContext<JobPosting> {
  const validThrough = new Date(Date.parse(job.updatedAt) + JOB_VALID_DAYS * 86_400_000).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join(''),
    identifier: { '@type': 'PropertyValue', name: company.name, value: `KL-JOB-${job.id}` },
    datePosted: job.createdAt,
    validThrough,
    employmentType: 'FULL_TIME',
    experienceRequirements: job.experience,
    educationRequirements: job.qualification,
    hiringOrganization: organizationRef(company, locale),
    jobLocation: {
      '@type': 'Place',
      address: { ...officeAddress(), addressLocality: job.location || 'Deira' },
    },
    url: absoluteUrl(routesFor(locale).apply(job.id)),
    directApply: true,
    inLanguage: locale,
  } as WithContext<JobPosting>;
}

/** What an event's structured data says (features/events/views.ts's card, in the page's language). */
interface EventFacts {
  id: number;
  name: string;
  summary: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  city: string;
  country: string;
  link: string;
  image: { src: string };
}

/**
 * A trade show Kinglife exhibits at, for Google's event results: held in person at its venue; its
 * organiser is named by the show and its own site (when staff gave it). Kinglife is the performer
 * (the exhibitor the page is about), which Google reads as who is there.
 */
export function eventJsonLd(event: EventFacts, company: CompanyFacts, locale: Locale): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.summary,
    startDate: event.startsOn,
    endDate: event.endsOn,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: event.country },
    },
    image: [absoluteUrl(event.image.src)],
    url: absoluteUrl(`${routesFor(locale).events()}#event-${event.id}`),
    ...(event.link ? { organizer: { '@type': 'Organization', name: event.name, url: event.link } } : {}),
    performer: organizationRef(company, locale),
    inLanguage: locale,
  } as WithContext<Event>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
