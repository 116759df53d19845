import type { SiteText } from '@/content/text';
import { RequestTimeline } from '@/features/enquiries/RequestTimeline';
import { endpoints } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/locales';
import { apiUrl } from '@/lib/routing/routes';
import { formatDate } from '@/lib/text/dates';
import { amountText } from '@/lib/text/requestLines';
import type { BuyerSignInMessages } from '../messages';
import type { BuyerRequestView } from '../dto';
import { MessageForm } from './MessageForm';
import { RequestAgainButton } from './RequestAgainButton';
import type { QuoteListItem } from '@/features/enquiries/quoteList';
import styles from './account.module.css';
import Bidi from '@/components/ui/Bidi';

/** One of the buyer's requests: what it asked for, its progress, a message box, and "Request again". */
export function BuyerRequestCard({
  request,
  text,
  units,
  locale,
  messages,
  quoteHref,
  quoteLabel,
}: {
  request: BuyerRequestView;
  text: SiteText['buyerText'];
  units: Record<string, string>;
  locale: Locale;
  messages: BuyerSignInMessages;
  quoteHref: string;
  quoteLabel: string;
}) {
  const t = text.account;
  const title = request.reference ?? t.kinds[request.kind];
  const headingId = `request-${request.id}`;
  // Each kind's quantities go back where that kind keeps them (features/enquiries/quoteList.ts).
  const again: QuoteListItem[] = request.lines
    .filter((line) => line.productId !== null)
    .map((line) => {
      const typed = { quantity: String(line.quantity), unit: line.unit };
      return request.kind === 'sample'
        ? { productId: line.productId!, sample: typed }
        : { productId: line.productId!, ...typed, packaging: line.packaging };
    });
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="buyer-request">
      <header className={styles.cardHead}>
        <h3 id={headingId} dir="ltr" className={styles.reference}>
          {title}
        </h3>
        <span className={styles.kind}>{t.kinds[request.kind]}</span>
        <span className={styles.status} data-status={request.status}>
          {t.statuses[request.status]}
        </span>
      </header>
      <p className={styles.muted}>
        {t.sentOn} <time dateTime={request.date}>{formatDate(request.date, locale)}</time>
      </p>
      {request.lines.length > 0 && (
        <>
          <h4 className={styles.subheading}>{t.products}</h4>
          <ul className={styles.lines}>
            {request.lines.map((line, i) => (
              <li key={i}>
                <span dir="auto">
                  <Bidi text={line.name} />
                </span>
                <span className={styles.amount}>
                  <Bidi text={amountText(line, locale, units)} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {request.document && (
        <p>
          {t.document}:{' '}
          <span dir="auto">
            <Bidi text={request.document} />
          </span>
        </p>
      )}
      <h4 className={styles.subheading}>{t.timeline}</h4>
      <RequestTimeline
        label={`${t.timeline}: ${title}`}
        received={request.date}
        steps={request.steps}
        text={{
          received: t.statuses.new,
          statuses: t.statuses,
          fromBuyer: t.fromYou,
          fromStaff: t.fromUs,
          carrier: t.carrier,
          tracking: t.tracking,
          carriers: t.carriers,
          track: t.track,
          attachment: t.attachment,
          opensNewTab: t.opensNewTab,
        }}
        locale={locale}
        fileHref={(step) => apiUrl(endpoints.requestFile(step).path)}
      />
      <div className={styles.cardActions}>
        {again.length > 0 && (
          <RequestAgainButton
            items={again}
            sender={request.sender}
            label={t.requestAgain}
            done={t.requestedAgain}
            quoteHref={quoteHref}
            quoteLabel={quoteLabel}
            className={styles.secondary}
          />
        )}
        <details className={styles.messageBox}>
          <summary>{t.messageToggle}</summary>
          <MessageForm requestId={request.id} text={text} messages={messages} />
        </details>
      </div>
    </article>
  );
}
