'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { TextareaField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import type { BuyerSignInMessages } from '../messages';
import { buyerMessageSchemaWith, type BuyerMessage } from '../validation';

/** The buyer adds a message to their request; the page then shows it on the timeline. */
export function MessageForm({
  requestId,
  text,
  messages,
}: {
  requestId: number;
  text: SiteText['buyerText'];
  messages: BuyerSignInMessages;
}) {
  const t = text.account;
  const router = useRouter();
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => buyerMessageSchemaWith(messages), [messages]);
  const form = useForm<BuyerMessage>({ resolver: zodResolver(schema), defaultValues: { message: '' } });

  async function submit(values: BuyerMessage) {
    setProblem('');
    setSent(false);
    try {
      await api.post(publicEndpoints.buyerMessages(requestId), values);
    } catch (error) {
      setProblem(showApiError(error, form, text.errors));
      return;
    }
    form.reset({ message: '' });
    setSent(true);
    router.refresh();
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextareaField name="message" label={t.message} hint={t.messageHint} rows={3} maxLength={2000} />
      <FormProblem>{problem}</FormProblem>
      <div role="status">{sent && <p className={formStyles.status}>{t.messageSent}</p>}</div>
      <button type="submit" className={formStyles.submit} disabled={form.formState.isSubmitting}>
        {t.sendMessage}
      </button>
    </Form>
  );
}
