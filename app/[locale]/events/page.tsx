import { PageBanner } from '@/components/ui/PageBanner';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { JsonLd } from '@/app/_shell/JsonLd';
import { readEventsPreview } from '@/features/events/data';
import { listPublishedEvents } from '@/features/events/published';
import { EventList } from '@/features/events/site/EventList';
import { eventsNow } from '@/features/events/views';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewedId, previewing } from '@/lib/auth/preview';
import { eventCollection } from '@/features/events/collection';
import { artwork } from '@/lib/images/inlineArtwork';
import { eventJsonLd } from '@/lib/seo/jsonLd';

export const generateMetadata = fixedPageMetadata('events', (r) => r.events(), 'events', eventCollection);

/**
 * Trade shows: upcoming ones soonest first, then past ones. Re-rendered when staff change an event
 * and the night one ends (features/events/endedDay.ts). Staff previewing an event see it with its
 * draft, even unpublished.
 */
export default async function EventsPage() {
  const [{ t, locale, routes }, preview] = await Promise.all([localized(), previewing(eventCollection)]);
  const rows = preview
    ? await readEventsPreview(locale, await previewedId(eventCollection))
    : await listPublishedEvents(locale);
  const { upcoming, past } = eventsNow(rows);
  const text = { ...t.eventsPage, newTab: t.dictionary.footer.newTab };
  return (
    <>
      <PageBanner
        title={text.bannerTitle}
        intro={text.intro}
        image={artwork('/artwork/banners/events.svg')}
      />
      <EventList upcoming={upcoming} past={past} text={text} locale={locale} />
      {upcoming.length > 0 && (
        <JsonLd data={upcoming.map((event) => eventJsonLd(event, t.company, locale))} />
      )}
      {preview && <PreviewBar path={routes.events()} />}
    </>
  );
}
