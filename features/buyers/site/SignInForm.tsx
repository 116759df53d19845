'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { fill } from '@/lib/text/fill';
import type { BuyerSignInMessages } from '../messages';
import { signInLinkSchemaWith, type SignInLinkRequest } from '../validation';
import Bidi from '@/components/ui/Bidi';

/**
 * Asks for a sign-in link: the same answer whether or not the address sent a request, shown in
 * place of the button; the address stays in the field for another try.
 */
export function SignInForm({
  text,
  messages,
}: {
  text: SiteText['buyerText'];
  messages: BuyerSignInMessages;
}) {
  const t = text.signIn;
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState('');
  const schema = useMemo(() => signInLinkSchemaWith(messages), [messages]);
  const form = useForm<SignInLinkRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  async function submit(values: SignInLinkRequest) {
    setProblem('');
    setSentTo('');
    try {
      await api.post(publicEndpoints.buyerSignInLink, values);
      setSentTo(values.email.trim());
    } catch (error) {
      setProblem(showApiError(error, form, text.errors));
    }
  }

  return (
    <Form form={form} onSubmit={submit}>
      <TextField
        name="email"
        label={t.email}
        placeholder={t.emailPlaceholder}
        required
        type="email"
        autoComplete="email"
        dir="auto"
      />
      <FormProblem>{problem}</FormProblem>
      <div role="status">
        {sentTo && (
          <p className={formStyles.status}>
            <Bidi text={fill(t.sent, { email: sentTo })} />
          </p>
        )}
      </div>
      <button type="submit" className={formStyles.submit} disabled={form.formState.isSubmitting}>
        {t.submit}
      </button>
    </Form>
  );
}
