import { ArrowRight } from 'lucide';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import Bidi from '@/components/ui/Bidi';
import type { Locale } from '@/lib/i18n/locales';
import { EventFacts, type EventFactsText } from './EventFacts';
import styles from './MeetUsStrip.module.css';

export interface MeetUsText extends EventFactsText {
  strip: { label: string; more: string };
}

/**
 * The home page's "Meet us at …" band: the next event, while it is upcoming (up to its last day),
 * linking to it on the Events page. Nothing when no event is.
 */
export function MeetUsStrip({
  event,
  href,
  text,
  locale,
}: {
  event: {
    id: number;
    name: string;
    startsOn: string;
    endsOn: string;
    venue: string;
    city: string;
    country: string;
    stand: string;
  } | null;
  href: string;
  text: MeetUsText;
  locale: Locale;
}) {
  if (!event) return null;
  return (
    <section className={styles.strip} aria-labelledby="meet-us-heading" data-testid="meet-us">
      <Container className={styles.inner}>
        <h2 id="meet-us-heading" className={styles.heading}>
          <span className={styles.label}>{text.strip.label}</span> <Bidi text={event.name} isolate />
        </h2>
        <EventFacts event={event} text={text} locale={locale} tone="dark" />
        <a href={`${href}#event-${event.id}`} className={styles.more}>
          {text.strip.more}
          <Icon node={ArrowRight} aria-hidden size={16} className={styles.arrow} />
        </a>
      </Container>
    </section>
  );
}
