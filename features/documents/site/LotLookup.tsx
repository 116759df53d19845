'use client';

import { Download, Mail } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { FieldShell } from '@/components/ui/form/FieldShell';
import fieldStyles from '@/components/ui/form/Field.module.css';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import type { LotLookupAnswer } from '@/features/documents/dto';
import type { DocumentRequestMessages, LotLookupMessages } from '@/features/documents/messages';
import { documentHref, documentLabel } from '@/features/documents/text';
import { lotLookupSchemaWith } from '@/features/documents/validation';
import { api, endpoints, problemMessage } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';
import { fill } from '@/lib/text/fill';
import { DocumentRequests, RequestButton } from './DocumentRequest';
import styles from './LotLookup.module.css';

type DocumentsText = SiteText['productDocumentsText'];

/**
 * The lot lookup's props. The server section (./LotLookupSection.tsx) fills them from the page's
 * language; place that section rather than this leaf where you can.
 */
export interface LotLookupProps {
  /** The product whose page asks; left out (the buyer's account page), the lot is looked for across every published product. */
  productId?: number;
  /** The page's language: the answers' links and the request dialog's. */
  locale: Locale;
  /** productDocumentsText of the page's language: the lookup's words, the documents' names, the request dialog's. */
  text: Pick<DocumentsText, 'lotLookup' | 'types' | 'languages' | 'lot' | 'dialog'>;
  messages: LotLookupMessages;
  requestMessages: DocumentRequestMessages;
}

/**
 * "Find the certificate of analysis for your lot": the buyer types the lot printed on their drum
 * (checked by the endpoint's own schema), the site answers with the CoA's download, an offer to ask
 * for one sent on request (the document request dialog), or plainly that it has none for that lot
 * with a way to contact us. A small leaf: no form library; the request dialog loads on demand.
 */
export function LotLookup({ productId, locale, text, messages, requestMessages }: LotLookupProps) {
  const t = text.lotLookup;
  const schema = useMemo(() => lotLookupSchemaWith(messages), [messages]);
  const [lot, setLot] = useState('');
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<LotLookupAnswer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const field = {
    id: `${id}-lot`,
    labelId: `${id}-label`,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    error,
  };

  async function find(event: React.FormEvent) {
    event.preventDefault();
    setProblem('');
    const parsed = schema.safeParse({ lot, productId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.lotFormat);
      input.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      setAnswer(await api.post(endpoints.documentLots, parsed.data));
    } catch (failure) {
      setAnswer(null);
      setProblem(problemMessage(failure, t.errors));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.lookup}>
      <form className={styles.form} onSubmit={find} noValidate>
        <FieldShell field={field} label={t.label} required hint={t.intro} className={styles.field}>
          <input
            ref={input}
            id={field.id}
            name="lot"
            className={fieldStyles.input}
            value={lot}
            onChange={(event) => setLot(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            maxLength={60}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${field.hintId} ${field.errorId}`}
          />
        </FieldShell>
        <button type="submit" className={`${formStyles.submit} ${styles.submit}`} disabled={busy}>
          {busy ? t.searching : t.submit}
        </button>
      </form>
      <div role="status" aria-live="polite" className={styles.answer}>
        {problem && <p className={formStyles.alert}>{problem}</p>}
        {answer && <Answer answer={answer} {...{ locale, text, requestMessages }} />}
      </div>
    </div>
  );
}

function Answer({
  answer,
  locale,
  text,
  requestMessages,
}: { answer: LotLookupAnswer } & Pick<LotLookupProps, 'locale' | 'text' | 'requestMessages'>) {
  const t = text.lotLookup;
  if (answer.matches.length === 0)
    return (
      <p className={styles.unknown}>
        {fill(t.unknown, { lot: answer.lot })}{' '}
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
            <p className={styles.found}>{fill(t.found, { lot: match.lot, product: match.productName })}</p>
            {match.access === 'public' ? (
              <a className={styles.action} href={documentHref(match.documentId, locale)} download>
                <Download aria-hidden size={18} />
                {t.download}
                <span className="visually-hidden"> {label}</span>
              </a>
            ) : (
              <>
                <p>{t.onRequest}</p>
                <DocumentRequests product={match.productName} text={text.dialog} messages={requestMessages}>
                  <RequestButton document={{ id: match.documentId, label }} className={styles.action}>
                    <Mail aria-hidden size={18} />
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
