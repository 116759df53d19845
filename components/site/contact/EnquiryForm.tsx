'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { contactText as t } from '@/content/contact';
import {
  ENQUIRY_SERVICES,
  enquirySchema,
  type Enquiry,
  type EnquiryFormValues,
} from '@/lib/validation/enquiry';
import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { honeypotValue } from '../common/honeypot';
import { fieldBindings } from '../common/fieldBindings';
import { postForm, showFailure } from '../common/postForm';
import forms from '../common/forms.module.css';
import styles from './EnquiryForm.module.css';

type SchemaInput = EnquiryFormValues & { service: Enquiry['service'] };

const EMPTY = { name: '', email: '', company: '', service: '', message: '' } as unknown as SchemaInput;

/**
 * The contact form: Submit is enabled once name, a valid e-mail, a service and a message are
 * given; errors show after a field is left. It says 'Submitted' only once the server has stored
 * the enquiry; then the fields clear, and editing again brings 'Submit' back.
 */
export function EnquiryForm() {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState('');
  const [selectOpen, setSelectOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SchemaInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  useEffect(() => {
    // A change the visitor makes (it has a field name; reset() has none) starts a new enquiry.
    const subscription = watch((_, { name }) => {
      if (name) setSubmitted(false);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  async function submit(values: Enquiry, event?: React.BaseSyntheticEvent) {
    setProblem('');
    const result = await postForm('/api/v1/enquiries', { ...values, [HONEYPOT_FIELD]: honeypotValue(event) });
    if (result.kind === 'ok') {
      reset(EMPTY);
      setSubmitted(true);
      return;
    }
    showFailure(result, {
      fields: EMPTY,
      setFieldError: (name, message) => setError(name as FieldPath<SchemaInput>, { type: 'server', message }),
      setProblem,
      errors: t.errors,
    });
  }

  const { fieldId, a11y, errorOf } = fieldBindings<SchemaInput>(id, errors, forms.error);
  const label = (name: keyof typeof t.fields, required = true) => (
    <label htmlFor={fieldId(name)} className={forms.label}>
      {t.fields[name]}
      {required && <span className={forms.required}> *</span>}
    </label>
  );

  const service = register('service', {
    onBlur: () => setSelectOpen(false),
    onChange: () => setSelectOpen(false),
  });

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(submit)}>
      <div className={forms.row}>
        <div className={forms.field}>
          {label('name')}
          <input
            {...register('name')}
            {...a11y('name')}
            className={forms.input}
            autoComplete="name"
            placeholder={t.placeholders.name}
          />
          {errorOf('name')}
        </div>
        <div className={forms.field}>
          {label('email')}
          <input
            {...register('email')}
            {...a11y('email')}
            type="email"
            className={forms.input}
            autoComplete="email"
            placeholder={t.placeholders.email}
          />
          {errorOf('email')}
        </div>
      </div>
      <div className={forms.row}>
        <div className={forms.field}>
          {label('company', false)}
          <input
            {...register('company')}
            {...a11y('company')}
            className={forms.input}
            autoComplete="organization"
            placeholder={t.placeholders.company}
          />
          {errorOf('company')}
        </div>
        <div className={forms.field}>
          {label('service')}
          <div className={styles.select} data-open={selectOpen}>
            <select
              {...service}
              {...a11y('service')}
              className={forms.input}
              onClick={() => setSelectOpen((open) => !open)}
            >
              <option value="">{t.placeholders.service}</option>
              {ENQUIRY_SERVICES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <ChevronDown aria-hidden size={20} className={styles.arrow} />
          </div>
          {errorOf('service')}
        </div>
      </div>
      <div className={forms.field}>
        {label('message')}
        <textarea
          {...register('message')}
          {...a11y('message')}
          rows={4}
          className={forms.input}
          placeholder={t.placeholders.message}
        />
        {errorOf('message')}
      </div>

      <div className={forms.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t.honeypot}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      {problem && (
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
      )}
      <div role="status">{submitted && <p className={forms.status}>{t.thanks}</p>}</div>

      <button
        type="submit"
        className={forms.submit}
        data-done={submitted}
        disabled={submitted || !isValid || isSubmitting}
      >
        {submitted && <Check aria-hidden size={18} />}
        {submitted ? t.submitted : isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
