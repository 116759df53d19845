'use client';

import { Download, Mail } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import type { LotLookupAnswer } from '@/features/documents/dto';
import { documentHref, documentLabel } from '@/features/documents/text';
import { routesFor } from '@/lib/routing/publicRoutes';
import { fill } from '@/lib/text/fill';
import { DocumentRequests, RequestButton } from './DocumentRequest';
import type { LotLookupProps } from './lotLookupProps';
import styles from './LotLookup.module.css';
import Bidi from '@/components/ui/Bidi';

/** What the lookup found: each CoA's download or an offer to ask for it, or plainly none. */
export default function LotAnswer({
  answer,
  locale,
  text,
  requestMessages,
}: { answer: LotLookupAnswer } & Pick<LotLookupProps, 'locale' | 'text' | 'requestMessages'>) {
  const t = text.lotLookup;
  if (answer.matches.length === 0)
    return (
      <p className={styles.unknown}>
        <Bidi text={fill(t.unknown, { lot: answer.lot })} />{' '}
        <a href={routesFor(locale).contact()} className={styles.link}>
          {t.contact}
        </a>
      </p>
    );
  return (
    <ul className={styles.matches}>
      {answer.matches.map((match) => {
        const label = documentLabel(text, { type: 'coa', language: match.language, lot: match.lot });
        return (
          <li key={match.documentId} className={styles.match} data-testid="lot-match">
            <p className={styles.found}>
              <Bidi text={fill(t.found, { lot: match.lot, product: match.productName })} />
            </p>
            {match.access === 'public' ? (
              <a className={styles.action} href={documentHref(match.documentId, locale)} download>
                <Icon node={Download} aria-hidden size={18} />
                <Bidi text={t.download} />
                <span className="visually-hidden"> {label}</span>
              </a>
            ) : (
              <>
                <p>
                  <Bidi text={t.onRequest} />
                </p>
                <DocumentRequests product={match.productName} text={text.dialog} messages={requestMessages}>
                  <RequestButton document={{ id: match.documentId, label }} className={styles.action}>
                    <Icon node={Mail} aria-hidden size={18} />
                    {t.ask}
                    <span className="visually-hidden"> {label}</span>
                  </RequestButton>
                </DocumentRequests>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
