'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FieldShell } from '@/components/ui/form/FieldShell';
import fieldStyles from '@/components/ui/form/Field.module.css';
import formStyles from '@/components/ui/form/Form.module.css';
import type { LotLookupAnswer } from '@/features/documents/dto';
import styles from './LotLookup.module.css';
import type { LotLookupProps } from './lotLookupProps';
import Bidi from '@/components/ui/Bidi';

// The schema, the API client and the answer (with its request dialog) arrive when a buyer comes
// to the lookup: the product page's first load carries only this form.
const loadSearch = () => import('./lotSearch');
const LotAnswer = lazy(() => import('./LotAnswer'));

/**
 * "Find the certificate of analysis for your lot": the buyer types the lot printed on their drum
 * (checked by the endpoint's own schema), the site answers with the CoA's download, an offer to ask
 * for one sent on request (the document request dialog), or plainly that it has none for that lot
 * with a way to contact us. A small leaf: no form library; the request dialog loads on demand.
 */
export function LotLookup({ productId, locale, text, messages, requestMessages }: LotLookupProps) {
  const t = text.lotLookup;
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
    setBusy(true);
    const { searchLot } = await loadSearch();
    const found = await searchLot(input.current?.value ?? '', productId, messages, t.errors);
    setBusy(false);
    if ('refused' in found) {
      setError(found.refused);
      input.current?.focus();
      return;
    }
    setError('');
    setAnswer('answer' in found ? found.answer : null);
    if ('problem' in found) setProblem(found.problem);
  }

  return (
    <div className={styles.lookup}>
      <form
        className={styles.form}
        onSubmit={find}
        onFocus={() => void loadSearch()}
        onPointerEnter={() => void loadSearch()}
        noValidate
      >
        <FieldShell field={field} label={t.label} required hint={t.intro} className={styles.field}>
          <input
            ref={input}
            id={field.id}
            name="lot"
            className={fieldStyles.input}
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
        {problem && (
          <p className={formStyles.alert}>
            <Bidi text={problem} />
          </p>
        )}
        {answer && (
          <Suspense fallback={null}>
            <LotAnswer answer={answer} {...{ locale, text, requestMessages }} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
