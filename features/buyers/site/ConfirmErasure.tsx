'use client';

import { useState } from 'react';
import { FormProblem } from '@/components/ui/form/Form';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { api, ApiError, problemMessage } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';

/**
 * The erasure mail's page: one button erases the buyer's data (a mail scanner that only opens the
 * link erases nothing); then, or for a used or late link, it says so.
 */
export function ConfirmErasure({
  token,
  text,
  homeHref,
}: {
  token: string;
  text: SiteText['buyerText'];
  homeHref: string;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  const [outcome, setOutcome] = useState<'done' | 'used' | null>(null);
  const t = text.erasure;

  async function erase() {
    setPending(true);
    setProblem('');
    try {
      await api.post(publicEndpoints.buyerErasure, { token });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) setOutcome('used');
      else setProblem(problemMessage(error, text.errors));
    } finally {
      setPending(false);
    }
  }

  if (outcome)
    return (
      <>
        <p className={formStyles.status} role="status">
          {outcome === 'done' ? t.done : t.linkUsed}
        </p>
        <p>
          <a href={homeHref}>{t.home}</a>
        </p>
      </>
    );
  return (
    <div>
      <p>{t.text}</p>
      <FormProblem>{problem}</FormProblem>
      <button type="button" className={formStyles.submit} disabled={pending} onClick={erase}>
        {t.submit}
      </button>
    </div>
  );
}
