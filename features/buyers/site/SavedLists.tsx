'use client';

import { Trash2 } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { useQuoteList } from '@/features/enquiries/quoteList';
import { api, problemMessage } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { fill } from '@/lib/text/fill';
import type { BuyerListDto } from '../dto';
import type { BuyerSignInMessages } from '../messages';
import { buyerListSchemaWith } from '../validation';
import { RequestAgainButton } from './RequestAgainButton';
import styles from './account.module.css';
import Bidi from '@/components/ui/Bidi';

/**
 * The buyer's saved lists: each put back in the quote list in one step, or removed; the quote
 * list as it is now saved under a name.
 */
export function SavedLists({
  lists,
  productNames,
  text,
  messages,
  quoteHref,
  quoteLabel,
}: {
  lists: BuyerListDto[];
  /** The published products' names in the page's language, by id. */
  productNames: Record<number, string>;
  text: SiteText['buyerText'];
  messages: BuyerSignInMessages;
  quoteHref: string;
  quoteLabel: string;
}) {
  const t = text.lists;
  const router = useRouter();
  const quote = useQuoteList();
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const schema = useMemo(() => buyerListSchemaWith(messages), [messages]);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const productIds = quote.map((item) => item.productId);

  async function save({ name }: { name: string }) {
    setProblem('');
    setStatus('');
    const parsed = schema.safeParse({ name, productIds });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue.path[0] === 'name') form.setError('name', { type: 'schema', message: issue.message });
      else setProblem(issue.message);
      return;
    }
    try {
      await api.post(publicEndpoints.buyerLists, parsed.data);
    } catch (error) {
      setProblem(showApiError(error, form, text.errors));
      return;
    }
    form.reset({ name: '' });
    setStatus(t.saved);
    router.refresh();
  }

  async function remove(list: BuyerListDto) {
    setProblem('');
    try {
      await api.delete(publicEndpoints.buyerList(list.id));
      setStatus(t.removed);
      router.refresh();
    } catch (error) {
      setProblem(problemMessage(error, text.errors));
    }
  }

  return (
    <div className={styles.lists}>
      {lists.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ul className={styles.listCards}>
          {lists.map((list) => (
            <li key={list.id} className={styles.listCard}>
              <h3 dir="auto">
                <Bidi text={list.name} />
              </h3>
              <p className={styles.muted}>
                <Bidi
                  text={list.productIds
                    .map((id) => productNames[id])
                    .filter(Boolean)
                    .join(' · ')}
                />
              </p>
              <div className={styles.actions}>
                <RequestAgainButton
                  items={list.productIds
                    .filter((id) => id in productNames)
                    .map((productId) => ({ productId }))}
                  label={t.use}
                  done={t.used}
                  quoteHref={quoteHref}
                  quoteLabel={quoteLabel}
                  className={styles.secondary}
                />
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={fill(t.removeLabel, { name: list.name })}
                  onClick={() => remove(list)}
                >
                  <Icon node={Trash2} aria-hidden size={18} />
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {productIds.length === 0 ? (
        <p className={styles.muted}>{t.quoteListEmpty}</p>
      ) : (
        <Form form={form} onSubmit={save} className={styles.saveList}>
          <TextField name="name" label={t.name} required maxLength={80} dir="auto" />
          <button type="submit" className={formStyles.submit} disabled={form.formState.isSubmitting}>
            {t.saveQuoteList}
          </button>
        </Form>
      )}
      <FormProblem>{problem}</FormProblem>
      <p role="status">{status}</p>
    </div>
  );
}
