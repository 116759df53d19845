import { HelpCta } from '@/components/site/common/HelpCta';
import { Certifications } from '@/components/site/common/Certifications';
import { AboutTeaser } from '@/components/site/home/AboutTeaser';
import { FaqSection } from '@/components/site/home/FaqSection';
import { faqJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';
import { Hero } from '@/components/site/home/Hero';
import { InsightsSection } from '@/components/site/home/InsightsSection';
import { LocateUs } from '@/components/site/home/LocateUs';
import { NewsSection } from '@/components/site/home/NewsSection';
import { PremiumProducts } from '@/components/site/home/PremiumProducts';
import { ProcessSection } from '@/components/site/home/ProcessSection';
import { StorySection } from '@/components/site/home/StorySection';
import { TestimonialsSection } from '@/components/site/home/TestimonialsSection';
import { Ticker } from '@/components/site/home/Ticker';
import { yearsInBusiness } from '@/content/text';
import { localized } from '@/content/localized';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Metadata } from 'next';
import { listPublishedNews } from '@/features/news/published';
import { listPublishedServices } from '@/features/services/data';
import { listPublishedEvents } from '@/features/events/published';
import { eventsNow } from '@/features/events/views';
import { MeetUsStrip } from '@/features/events/site/MeetUsStrip';
import { getSiteSettings } from '@/features/settings/data';
import { newsTeaser } from '@/features/news/views';
import { processCard } from '@/features/services/views';
import { routes } from '@/lib/routing/routes';
import { fill } from '@/lib/text/fill';
import { artwork } from '@/lib/images/inlineArtwork';
import { imageIn } from '@/lib/data/translated';
import type { StoredImage } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await localized();
  const metadata = pageMetadata({
    locale,
    path: (r) => r.home(),
    title: t.pageMeta.defaultTitle,
    description: t.pageMeta.defaultDescription,
    pageType: 'home',
  });
  return { ...metadata, title: { absolute: t.pageMeta.defaultTitle } };
}

/**
 * The seed artwork is described by content/home; a banner staff upload is stored without alt text
 * and stays decorative (the hero's heading says what the page is about, and the old description
 * would not fit the new picture).
 */
/** The banner with the alt of the page's language; the seed artwork's is the page's own words. */
function heroBanner(image: StoredImage, altAr: string, locale: Locale, describedAs: string) {
  const uploaded = image.src.startsWith(routes.media(''));
  const shown = imageIn(locale, image, altAr);
  return {
    ...artwork(image.src),
    focus: image.focus,
    alt: shown.alt || (uploaded || image.decorative ? '' : describedAs),
  };
}

export default async function HomePage() {
  const { t, locale, routes: paths } = await localized();
  const [settings, services, news, events] = await Promise.all([
    getSiteSettings(),
    listPublishedServices(locale),
    listPublishedNews(locale),
    listPublishedEvents(locale),
  ]);
  // The strip leaves the page the night its event ends (features/events/endedDay.ts).
  const [nextEvent = null] = eventsNow(events).upcoming;
  const { aboutTeaser, certifications, dictionary, faq, hero, homeSections, homeTiles, insights } = t;
  const { story, testimonials, ticker } = t;
  // Computed at render; the (site) layout re-renders daily, so the figure follows the calendar.
  const years = yearsInBusiness();
  return (
    <>
      <Hero
        text={hero}
        banner={heroBanner(settings.homeBanner, settings.homeBannerAltAr, locale, hero.imageAlt)}
      />
      <MeetUsStrip event={nextEvent} href={paths.events()} text={t.eventsPage} locale={locale} />
      <Ticker items={ticker} label={homeSections.tickerLabel} />
      <Certifications heading={dictionary.certificationsHeading} items={certifications} />
      <ProcessSection cards={services.map(processCard)} />
      <InsightsSection items={insights} />
      <NewsSection news={news.map(newsTeaser)} />
      <AboutTeaser
        heading={aboutTeaser.heading}
        paragraph={aboutTeaser.paragraph}
        images={aboutTeaser.images}
        years={years}
      />
      <LocateUs />
      <FaqSection items={faq} />
      <JsonLd data={faqJsonLd(faq)} />
      <PremiumProducts tiles={homeTiles} />
      <StorySection
        heading={story.heading}
        mission={story.mission}
        story={fill(story.story, { years })}
        years={years}
      />
      <TestimonialsSection items={testimonials} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
