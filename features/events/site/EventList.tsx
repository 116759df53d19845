import { ExternalLink } from 'lucide';
import { Frame } from '@/components/ui/Frame';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import Bidi from '@/components/ui/Bidi';
import buttons from '@/components/ui/buttons.module.css';
import type { FocusedImage } from '@/lib/images/focus';
import type { Locale } from '@/lib/i18n/locales';
import { EventFacts, type EventFactsText } from './EventFacts';
import styles from './EventList.module.css';

export interface EventItem {
  id: number;
  name: string;
  city: string;
  country: string;
  venue: string;
  stand: string;
  summary: string;
  link: string;
  startsOn: string;
  endsOn: string;
  image: FocusedImage;
}

export interface EventListText extends EventFactsText {
  upcomingHeading: string;
  pastHeading: string;
  noUpcoming: string;
  organiser: string;
  newTab: string;
}

function EventCard({
  event,
  text,
  locale,
  past,
  first,
}: {
  event: EventItem;
  text: EventListText;
  locale: Locale;
  past: boolean;
  first: boolean;
}) {
  const headingId = `event-${event.id}-heading`;
  return (
    <li>
      <article id={`event-${event.id}`} className={styles.card} data-past={past} aria-labelledby={headingId}>
        {/* The first upcoming picture is in the first screen on a phone. */}
        <Frame
          {...event.image}
          sizes={past ? '(min-width: 768px) 240px, 100vw' : '(min-width: 1024px) 400px, 100vw'}
          priority={first}
          className={styles.media}
        />
        <div className={styles.body}>
          <h3 id={headingId} className={styles.name}>
            <Bidi text={event.name} />
          </h3>
          <EventFacts event={event} text={text} locale={locale} />
          <p className={styles.summary}>
            <Bidi text={event.summary} />
          </p>
          {event.link && (
            <a href={event.link} target="_blank" rel="noopener noreferrer" className={buttons.textLink}>
              {text.organiser}
              <span className="visually-hidden"> {text.newTab}</span>
              <Icon node={ExternalLink} aria-hidden size={16} />
            </a>
          )}
        </div>
      </article>
    </li>
  );
}

/** The Events page's body: upcoming events soonest first, then past ones, the latest first. */
export function EventList({
  upcoming,
  past,
  text,
  locale,
}: {
  upcoming: readonly EventItem[];
  past: readonly EventItem[];
  text: EventListText;
  locale: Locale;
}) {
  return (
    <Container className={styles.page}>
      <section aria-labelledby="events-upcoming" className={styles.group}>
        <h2 id="events-upcoming" className={styles.heading}>
          <Bidi text={text.upcomingHeading} />
        </h2>
        {upcoming.length > 0 ? (
          <ol className={styles.list} data-testid="events-upcoming">
            {upcoming.map((event, i) => (
              <EventCard
                key={event.id}
                event={event}
                text={text}
                locale={locale}
                past={false}
                first={i === 0}
              />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>
            <Bidi text={text.noUpcoming} />
          </p>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="events-past" className={styles.group}>
          <h2 id="events-past" className={styles.heading}>
            <Bidi text={text.pastHeading} />
          </h2>
          <ol className={`${styles.list} ${styles.pastList}`} data-testid="events-past">
            {past.map((event) => (
              <EventCard key={event.id} event={event} text={text} locale={locale} past first={false} />
            ))}
          </ol>
        </section>
      )}
    </Container>
  );
}
