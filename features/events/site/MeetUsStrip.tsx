import { Container } from '@/components/ui/Container';
import Bidi from '@/components/ui/Bidi';
import type { Locale } from '@/lib/i18n/locales';
import type { EventCard } from '../views';
import { formatDateRange } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import styles from './MeetUsStrip.module.css';

export interface MeetUsText {
  place: string;
  strip: { label: string; more: string };
}

/**
 * The home page's "Meet us at …" band: the next event, while it is upcoming (up to its last day),
 * linking to it on the Events page. Nothing when no event is. One line of text and no icons: it
 * sits in the home page's HTML, which has a budget (scripts/bench/budgets.ts).
 */
export function MeetUsStrip({
  event,
  href,
  text,
  locale,
}: {
  event: Pick<
    EventCard,
    'id' | 'name' | 'startsOn' | 'endsOn' | 'venue' | 'city' | 'country' | 'stand'
  > | null;
  href: string;
  text: MeetUsText;
  locale: Locale;
}) {
  if (!event) return null;
  const facts = [formatDateRange(event.startsOn, event.endsOn, locale), fill(text.place, event), event.stand];
  return (
    <section className={styles.strip} aria-labelledby="meet-us-heading" data-testid="meet-us">
      <Container className={styles.inner}>
        <h2 id="meet-us-heading" className={styles.heading}>
          <span className={styles.label}>{text.strip.label}</span> <Bidi text={event.name} isolate />
        </h2>
        <p className={styles.facts}>
          {facts.filter(Boolean).map((fact, i) => (
            <span key={i}>
              <Bidi text={fact} />
            </span>
          ))}
        </p>
        <a href={`${href}#event-${event.id}`} className={styles.more}>
          {text.strip.more}
        </a>
      </Container>
    </section>
  );
}
