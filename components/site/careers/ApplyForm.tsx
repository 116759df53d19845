'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { applyText as t } from '@/content/careers';
import {
  applicationSchema,
  applicationToFormData,
  latestDateOfBirth,
  type Application,
  type ApplicationFormValues,
} from '@/lib/validation/application';
import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { honeypotValue } from '../common/honeypot';
import { fieldBindings } from '../common/fieldBindings';
import { postForm, showFailure } from '../common/postForm';
import { showSuccessDialog } from '../common/successDialog';
import { ResumeDropzone } from './ResumeDropzone';
import forms from '../common/forms.module.css';
import styles from './ApplyForm.module.css';

export interface OpenJob {
  id: number;
  title: string;
  location: string;
}

/** Reads ?jobId= on the client (the page itself is static) and shows the form for that opening. */
export function ApplyForm({ jobs }: { jobs: OpenJob[] }) {
  const raw = useSearchParams().get('jobId');
  const job = raw && /^\d{1,9}$/.test(raw) ? jobs.find((j) => j.id === Number(raw)) : undefined;
  if (!job) {
    return (
      <div className={styles.unknown} role="status">
        <h2 className={styles.unknownTitle}>{raw ? t.unknownJob.title : t.unknownJob.noJob}</h2>
        {raw && <p>{t.unknownJob.text}</p>}
        <Link href="/careers#openings" className={styles.back}>
          {t.unknownJob.back}
        </Link>
      </div>
    );
  }
  return <ApplicationForm key={job.id} job={job} />;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'qualification'] as const;

function ApplicationForm({ job }: { job: OpenJob }) {
  const id = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const defaults: ApplicationFormValues = {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    dob: '',
    qualification: '',
    resume: undefined as unknown as File,
    consent: false,
    jobId: job.id,
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });

  const { fieldId, a11y, errorOf } = fieldBindings<ApplicationFormValues>(id, errors, forms.error);

  const phone = register('phoneNumber');

  async function submit(values: Application, event?: React.BaseSyntheticEvent) {
    setProblem('');
    const result = await postForm(
      '/api/v1/applications',
      applicationToFormData(values, honeypotValue(event)),
    );
    if (result.kind === 'ok') {
      reset(defaults);
      setRejections([]);
      await showSuccessDialog(t.success);
      return;
    }
    showFailure(result, {
      fields: defaults,
      setFieldError: (name, message) =>
        setError(name as FieldPath<ApplicationFormValues>, { type: 'server', message }),
      setProblem,
      errors: t.errors,
    });
  }

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(submit)} aria-describedby={`${id}-intro`}>
      <p className={styles.position}>
        <span>{t.positionLabel}</span>
        <strong>{job.title}</strong>
        <span className={styles.location}>{job.location}</span>
      </p>
      <p id={`${id}-intro`} className={forms.hint}>
        {t.intro}
      </p>
      {errors.jobId?.message && <p className={forms.alert}>{errors.jobId.message}</p>}

      <div className={forms.row}>
        {TEXT_FIELDS.slice(0, 2).map((name) => (
          <div key={name} className={forms.field}>
            <label htmlFor={fieldId(name)} className={forms.label}>
              {t.fields[name]} <span className={forms.required}>*</span>
            </label>
            <input
              {...register(name)}
              {...a11y(name)}
              className={forms.input}
              autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
              placeholder={t.placeholders[name]}
            />
            {errorOf(name)}
          </div>
        ))}
      </div>

      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor={fieldId('email')} className={forms.label}>
            {t.fields.email} <span className={forms.required}>*</span>
          </label>
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
        <div className={forms.field}>
          <label htmlFor={fieldId('phoneNumber')} className={forms.label}>
            {t.fields.phoneNumber} <span className={forms.required}>*</span>
          </label>
          <input
            {...phone}
            {...a11y('phoneNumber')}
            type="tel"
            inputMode="numeric"
            className={forms.input}
            autoComplete="tel"
            placeholder={t.placeholders.phoneNumber}
            onChange={(event) => {
              // The field takes digits only (spec): anything else is dropped as it is typed.
              event.target.value = event.target.value.replace(/\D/g, '');
              return phone.onChange(event);
            }}
          />
          {errorOf('phoneNumber')}
        </div>
      </div>

      <div className={forms.row}>
        <div className={forms.field}>
          <label htmlFor={fieldId('dob')} className={forms.label}>
            {t.fields.dob} <span className={forms.required}>*</span>
          </label>
          <input
            {...register('dob')}
            {...a11y('dob')}
            type="date"
            className={forms.input}
            autoComplete="bday"
            min="1900-01-01"
            max={latestDateOfBirth()}
          />
          {errorOf('dob')}
        </div>
        <div className={forms.field}>
          <label htmlFor={fieldId('qualification')} className={forms.label}>
            {t.fields.qualification} <span className={forms.required}>*</span>
          </label>
          <input
            {...register('qualification')}
            {...a11y('qualification')}
            className={forms.input}
            placeholder={t.placeholders.qualification}
          />
          {errorOf('qualification')}
        </div>
      </div>

      <div className={forms.field}>
        <span id={`${fieldId('resume')}-label`} className={forms.label}>
          {t.fields.resume} <span className={forms.required}>*</span>
        </span>
        <Controller
          control={control}
          name="resume"
          render={({ field, fieldState }) => (
            <ResumeDropzone
              id={fieldId('resume')}
              file={field.value as File | undefined}
              error={fieldState.error?.message}
              rejections={rejections}
              onChange={(file) => field.onChange(file)}
              onRejected={setRejections}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>

      <div className={styles.consent}>
        <input {...register('consent')} {...a11y('consent')} type="checkbox" className={styles.checkbox} />
        <label htmlFor={fieldId('consent')}>
          {t.consentBefore}
          <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer">
            {t.consentLink}
            <span className="visually-hidden"> {t.newTab}</span>
          </Link>
          {t.consentAfter}
        </label>
      </div>
      {errorOf('consent')}

      <div className={forms.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t.honeypot}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      {problem && (
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
      )}

      <button type="submit" className={forms.submit} disabled={!isValid || isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
