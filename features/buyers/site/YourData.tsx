'use client';

import { Download, Trash2 } from 'lucide';
import { useState } from 'react';
import Bidi from '@/components/ui/Bidi';
import { Icon } from '@/components/ui/Icon';
import { FormProblem } from '@/components/ui/form/Form';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { api, problemMessage } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { apiUrl } from '@/lib/routing/routes';
import { fill } from '@/lib/text/fill';
import styles from './account.module.css';

/**
 * The buyer's own data: "Download my data" is a plain link (the ZIP comes from their session),
 * "Delete my data" mails them a link to confirm, and says so.
 */
export function YourData({ email, text }: { email: string; text: SiteText['buyerText'] }) {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState('');
  const t = text.yourData;

  async function askToDelete() {
    setPending(true);
    setProblem('');
    try {
      await api.post(publicEndpoints.buyerErasureLink);
      setSent(true);
    } catch (error) {
      setProblem(problemMessage(error, text.errors));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <div className={styles.dataActions}>
        <a className={styles.secondary} href={apiUrl(publicEndpoints.buyerData.path)} download>
          <Icon node={Download} aria-hidden size={18} />
          {t.download}
        </a>
        <button type="button" className={styles.secondary} disabled={pending || sent} onClick={askToDelete}>
          <Icon node={Trash2} aria-hidden size={18} />
          {t.delete}
        </button>
      </div>
      <p className={styles.muted}>
        <Bidi text={t.downloadHint} />
      </p>
      <FormProblem>{problem}</FormProblem>
      <p className={`${formStyles.status} ${styles.address}`} role="status">
        {sent && <Bidi text={fill(t.deleteSent, { email })} />}
      </p>
    </>
  );
}
