'use client';

import { useState } from 'react';
import { FormProblem } from '@/components/ui/form/Form';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { api, ApiError, problemMessage } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/publicRoutes';

/**
 * The mailed link's page: one button signs this browser in (a mail scanner that only opens the
 * link signs nobody in), then opens the buyer's page. A used or late link says so; `children`
 * (the form asking for a new link) shows then.
 */
export function ConfirmSignIn({
  token,
  text,
  locale,
  children,
}: {
  token: string;
  text: SiteText['buyerText'];
  locale: Locale;
  children: React.ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  const [used, setUsed] = useState(false);

  async function signIn() {
    setPending(true);
    setProblem('');
    try {
      await api.post(publicEndpoints.buyerSession, { token });
      window.location.assign(routesFor(locale).account());
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 410) setUsed(true);
      else setProblem(problemMessage(error, text.errors));
    }
  }

  if (used)
    return (
      <>
        <p className={formStyles.status} role="status">
          {text.confirm.linkUsed}
        </p>
        {children}
      </>
    );
  return (
    <div>
      <p>{text.confirm.text}</p>
      <FormProblem>{problem}</FormProblem>
      <button type="button" className={formStyles.submit} disabled={pending} onClick={signIn}>
        {text.confirm.submit}
      </button>
    </div>
  );
}
