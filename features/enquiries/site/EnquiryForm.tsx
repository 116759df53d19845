'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { namedFields, SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { Honeypot, honeypotValue } from '@/components/ui/form/Honeypot';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import type { EnquiryMessages } from '@/features/enquiries/messages';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import {
  ENQUIRY_SERVICES,
  enquirySchemaWith,
  type Enquiry,
  type EnquiryFormValues,
} from '@/features/enquiries/validation';
import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { fill } from '@/lib/text/fill';

type SchemaInput = EnquiryFormValues & { service: Enquiry['service'] };

const EMPTY = { name: '', email: '', company: '', service: '', message: '' } as unknown as SchemaInput;

/**
 * The contact form: Submit is enabled once name, a valid e-mail, a service and a message are
 * given; errors show after a field is left. It says 'Submitted' only once the server has stored
 * the enquiry; then the fields clear, and editing again brings 'Submit' back.
 */
export function EnquiryForm({
  text: t,
  messages,
}: {
  /** The page's language: its texts and the schema's messages. */
  text: SiteText['contactText'];
  messages: EnquiryMessages;
}) {
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState('');
  const schema = useMemo(() => enquirySchemaWith(messages), [messages]);
  const form = useForm<SchemaInput, unknown, Enquiry>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { isValid, isSubmitting } = form.formState;
  // Submit waits until the form is valid (spec): what it waits for is said beside it.
  const values = useWatch({ control: form.control });
  const waitingFor = useMemo(() => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return [];
    const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return (Object.keys(t.fields) as (keyof typeof t.fields)[]).filter((name) => names.has(name));
  }, [schema, values, t]);
  const { subscribe } = form;
  const field = namedFields(t);

  // A change the visitor makes (it has a field name; reset() has none) starts a new enquiry.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) setSubmitted(false);
        },
      }),
    [subscribe],
  );

  async function submit(values: Enquiry, event?: React.BaseSyntheticEvent) {
    setProblem('');
    try {
      await api.post(publicEndpoints.enquiries, { ...values, [HONEYPOT_FIELD]: honeypotValue(event) });
    } catch (error) {
      setProblem(showApiError(error, form, t.errors));
      return;
    }
    form.reset(EMPTY);
    setSubmitted(true);
  }

  return (
    <Form form={form} onSubmit={submit}>
      <div className={formStyles.row}>
        <TextField {...field('name')} required autoComplete="name" />
        <TextField {...field('email')} required type="email" autoComplete="email" dir="auto" />
      </div>
      <div className={formStyles.row}>
        <TextField {...field('company')} autoComplete="organization" />
        <SelectField
          {...field('service')}
          required
          choices={ENQUIRY_SERVICES.map((name) => ({ value: name, label: t.services[name] }))}
        />
      </div>
      <TextareaField {...field('message')} required rows={4} />

      <Honeypot label={t.honeypot} />
      <FormProblem>{problem}</FormProblem>
      <div role="status">{submitted && <p className={formStyles.status}>{t.thanks}</p>}</div>

      <div className={formStyles.submitRow}>
        <button
          type="submit"
          className={formStyles.submit}
          data-done={submitted}
          disabled={submitted || !isValid || isSubmitting}
          aria-describedby={!submitted && waitingFor.length > 0 ? 'enquiry-waiting' : undefined}
        >
          {submitted && <Icon node={Check} aria-hidden size={18} />}
          {submitted ? t.submitted : isSubmitting ? t.submitting : t.submit}
        </button>
        {!submitted && waitingFor.length > 0 && (
          <p id="enquiry-waiting" className={formStyles.waiting}>
            {fill(t.missing, { fields: waitingFor.map((name) => t.fields[name]).join(t.listJoin) })}
          </p>
        )}
      </div>
    </Form>
  );
}
