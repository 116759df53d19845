/**
 * A request's timeline, as staff (the Enquiries screen) and the buyer (their page) see it: its
 * arrival, then each step oldest first — a status, a reply, a shipment with its carrier's tracking
 * page, a file, a message from the buyer. No state: rendered on the server for the buyer's page.
 */
import { Download, ExternalLink } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import type { RequestStepDto } from './dto';
import type { Carrier, RequestStatus } from './kinds';
import styles from './RequestTimeline.module.css';
import Bidi from '@/components/ui/Bidi';

export interface TimelineText {
  received: string;
  statuses: Record<RequestStatus, string>;
  fromBuyer: string;
  fromStaff: string;
  carrier: string;
  tracking: string;
  carriers: Record<Carrier, string>;
  /** {carrier} */
  track: string;
  attachment: string;
  opensNewTab: string;
}

export function RequestTimeline({
  label,
  received,
  steps,
  text,
  locale,
  fileHref,
  formatWhen,
}: {
  /** The list's accessible name ("Progress of KL-S-2026-00007"). */
  label: string;
  /** ISO date-time the request arrived. */
  received: string;
  steps: RequestStepDto[];
  text: TimelineText;
  locale: Locale;
  /** Where a step's file is downloaded. */
  fileHref: (stepId: number) => string;
  /** How a step's moment is written (the buyer's page: its day in the page's language). */
  formatWhen?: (iso: string) => string;
}) {
  const when = (iso: string) => (
    <time className={styles.when} dateTime={iso}>
      {formatWhen ? formatWhen(iso) : formatDate(iso, locale)}
    </time>
  );
  return (
    <ol className={styles.timeline} aria-label={label}>
      <li className={styles.step} data-status="new">
        <span className={styles.title}>{text.received}</span>
        {when(received)}
      </li>
      {steps.map((step) => (
        <li
          key={step.id}
          className={styles.step}
          data-author={step.author}
          data-status={step.status ?? undefined}
        >
          <span className={styles.title}>
            {step.status
              ? text.statuses[step.status]
              : step.author === 'buyer'
                ? text.fromBuyer
                : text.fromStaff}
          </span>
          {when(step.at)}
          {step.message && (
            <p className={styles.message} dir="auto">
              <Bidi text={step.message} />
            </p>
          )}
          {step.tracking && (
            <dl className={styles.shipment}>
              <dt>{text.carrier}</dt>
              <dd>{text.carriers[step.carrier ?? 'other']}</dd>
              <dt>{text.tracking}</dt>
              <dd dir="ltr">{step.tracking}</dd>
            </dl>
          )}
          {step.trackingUrl && (
            <a className={styles.link} href={step.trackingUrl} target="_blank" rel="noopener noreferrer">
              <Bidi text={fill(text.track, { carrier: text.carriers[step.carrier ?? 'other'] })} />
              <Icon node={ExternalLink} aria-hidden size={16} />
              <span className="visually-hidden">{text.opensNewTab}</span>
            </a>
          )}
          {step.attachment && (
            <a className={styles.link} href={fileHref(step.id)} download>
              <Icon node={Download} aria-hidden size={16} />
              {text.attachment}:{' '}
              <span dir="auto">
                <Bidi text={step.attachment.name} />
              </span>
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
