import { CalendarDays, MapPin, Store } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import Bidi from '@/components/ui/Bidi';
import { formatDateRange } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import type { Locale } from '@/lib/i18n/locales';
import styles from './EventFacts.module.css';

export interface EventFactsText {
  when: string;
  where: string;
  /** '{venue}, {city}, {country}' in the page's language. */
  place: string;
  stand: string;
}

/** An event's dates, place and stand as a list of facts (the Events page's cards). */
export function EventFacts({
  event,
  text,
  locale,
}: {
  event: { startsOn: string; endsOn: string; venue: string; city: string; country: string; stand: string };
  text: EventFactsText;
  locale: Locale;
}) {
  return (
    <ul className={styles.facts}>
      <li>
        <Icon node={CalendarDays} aria-hidden size={16} />
        <span className="visually-hidden">{text.when}: </span>
        <time dateTime={event.startsOn}>{formatDateRange(event.startsOn, event.endsOn, locale)}</time>
      </li>
      <li>
        <Icon node={MapPin} aria-hidden size={16} />
        <span className="visually-hidden">{text.where}: </span>
        <Bidi text={fill(text.place, event)} />
      </li>
      {event.stand && (
        <li>
          <Icon node={Store} aria-hidden size={16} />
          <span className="visually-hidden">{text.stand}: </span>
          <Bidi text={event.stand} />
        </li>
      )}
    </ul>
  );
}
