'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/Dialog';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { namedFields, TextField } from '@/components/ui/form/fields';
import { Honeypot, honeypotValue } from '@/components/ui/form/Honeypot';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import type { DocumentRequestMessages } from '@/features/documents/messages';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { fill } from '@/lib/text/fill';
import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import {
  documentRequestSchemaWith,
  type DocumentRequest,
  type DocumentRequestValues,
} from '@/features/documents/validation';
import Bidi from '@/components/ui/Bidi';

export interface DocumentRequestDialogProps {
  document: { id: number; label: string };
  /** The product's name, as the page shows it. */
  product: string;
  /** The page's language: the dialog's texts and the schema's messages. */
  text: SiteText['productDocumentsText']['dialog'];
  messages: DocumentRequestMessages;
  onClose: () => void;
}

const EMPTY: DocumentRequestValues = { name: '', company: '', email: '' };

/**
 * The request for a document sent on request: name, company and e-mail (one schema with the
 * endpoint), then the server mails the link; the dialog says where it went. What was typed stays
 * when the request fails.
 */
export default function DocumentRequestDialog({
  document,
  product,
  text: t,
  messages,
  onClose,
}: DocumentRequestDialogProps) {
  const schema = useMemo(() => documentRequestSchemaWith(messages), [messages]);
  const form = useForm<DocumentRequestValues, unknown, DocumentRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const [problem, setProblem] = useState('');
  const [sentTo, setSentTo] = useState('');
  const done = useRef<HTMLButtonElement>(null);
  const sentId = useId();
  const field = namedFields(t);
  const names = { document: document.label, product };

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  async function submit(values: DocumentRequest, event?: React.BaseSyntheticEvent) {
    setProblem('');
    try {
      await api.post(publicEndpoints.documentRequest(document.id), {
        ...values,
        [HONEYPOT_FIELD]: honeypotValue(event),
      });
    } catch (error) {
      setProblem(showApiError(error, form, t.errors));
      return;
    }
    setSentTo(values.email);
  }

  return (
    <Dialog open onClose={onClose} title={<Bidi text={fill(t.title, names)} />} closeLabel={t.close}>
      {sentTo ? (
        // Focus goes to Close, which names the message as its description: it is read out at once.
        <>
          <p id={sentId} className={formStyles.status}>
            <Bidi text={fill(t.sent, { email: sentTo })} />
          </p>
          <button
            ref={done}
            type="button"
            className={formStyles.submit}
            onClick={onClose}
            aria-describedby={sentId}
          >
            {t.close}
          </button>
        </>
      ) : (
        <Form form={form} onSubmit={submit}>
          <p className={formStyles.hint}>
            <Bidi text={fill(t.intro, names)} />
          </p>
          <TextField {...field('name')} required autoComplete="name" />
          <TextField {...field('company')} required autoComplete="organization" />
          <TextField {...field('email')} required type="email" autoComplete="email" dir="auto" />
          <Honeypot label={t.honeypot} />
          <FormProblem>{problem}</FormProblem>
          <button type="submit" className={formStyles.submit} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.submitting : t.submit}
          </button>
        </Form>
      )}
    </Dialog>
  );
}
