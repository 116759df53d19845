'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileDropField } from '@/components/ui/form/FileDropField';
import { Form, FormProblem, showApiError } from '@/components/ui/form/Form';
import { CheckboxField, namedFields, TextField } from '@/components/ui/form/fields';
import { Honeypot, honeypotValue } from '@/components/ui/form/Honeypot';
import formStyles from '@/components/ui/form/Form.module.css';
import type { SiteText } from '@/content/text';
import type { ApplicationMessages } from '@/features/careers/messages';
import type { Locale } from '@/lib/i18n/locales';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';
import { QUERY } from '@/lib/routing/publicPaths';
import { routesFor } from '@/lib/routing/publicRoutes';
import {
  applicationSchemaWith,
  applicationToFormData,
  latestDateOfBirth,
  RESUME_MAX_BYTES,
  type Application,
  type ApplicationFormValues,
} from '@/features/careers/validation';
import { parseId } from '@/lib/validation/ids';
import { latinDigits } from '@/lib/text/digits';
import { showSuccessDialog } from '@/components/ui/alerts';
import styles from './ApplyForm.module.css';
import Bidi from '@/components/ui/Bidi';

export interface OpenJob {
  id: number;
  title: string;
  location: string;
}

const RESUME_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** Reads ?jobId= on the client (the page itself is static) and shows the form for that opening. */
export function ApplyForm({ jobs, ...language }: { jobs: OpenJob[] } & FormLanguage) {
  const { locale, text: t } = language;
  const routes = routesFor(locale);
  const raw = useSearchParams().get(QUERY.jobId);
  const jobId = parseId(raw);
  const job = jobs.find((j) => j.id === jobId);
  if (!job) {
    return (
      <div className={styles.unknown} role="status">
        <h2 className={styles.unknownTitle}>{raw ? t.unknownJob.title : t.unknownJob.noJob}</h2>
        {raw && <p>{t.unknownJob.text}</p>}
        <a href={routes.careers('openings')} className={styles.back}>
          {t.unknownJob.back}
        </a>
      </div>
    );
  }
  return <ApplicationForm key={job.id} job={job} jobs={jobs} {...language} />;
}

/**
 * What the static HTML shows until the browser has read ?jobId=: the same form, inert, with the
 * opening's line blank, so the real form takes its place without moving the page below it.
 */
export function ApplyFormPlaceholder({ jobs, ...language }: { jobs: OpenJob[] } & FormLanguage) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {language.text.loading}
      </p>
      <div inert>
        <ApplicationForm job={{ id: 0, title: '', location: '' }} jobs={jobs} {...language} />
      </div>
    </>
  );
}

/**
 * The opening applied for. Every open job's line lies in the same grid cell, all but the chosen
 * one hidden, so the block is as tall as the longest at any width: the placeholder (no job yet)
 * and the form for any job take the same space.
 */
function PositionLine({ job, jobs, label }: { job: OpenJob; jobs: OpenJob[]; label: string }) {
  return (
    <div className={styles.positions}>
      {jobs.map((line) => (
        <p key={line.id} className={styles.position} data-shown={line.id === job.id}>
          <span>{label}</span>
          <strong>
            <Bidi text={line.title} />
          </strong>
          <span className={styles.location}>
            <Bidi text={line.location} />
          </span>
        </p>
      ))}
    </div>
  );
}

/** The page's language: its texts, its paths and the schema's messages. */
interface FormLanguage {
  locale: Locale;
  text: SiteText['applyText'];
  messages: ApplicationMessages;
}

function ApplicationForm({
  job,
  jobs,
  locale,
  text: t,
  messages,
}: { job: OpenJob; jobs: OpenJob[] } & FormLanguage) {
  const routes = routesFor(locale);
  const schema = useMemo(() => applicationSchemaWith(messages), [messages]);
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState<number | null>(null);
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
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const field = namedFields(t);

  async function submit(values: Application, event?: React.BaseSyntheticEvent) {
    setProblem('');
    try {
      await api.upload(
        publicEndpoints.applications,
        'POST',
        applicationToFormData(values, honeypotValue(event)),
        {
          onProgress: ({ loaded, total }) => total > 0 && setSent(Math.round((loaded / total) * 100)),
        },
      );
    } catch (error) {
      setProblem(showApiError(error, form, t.errors));
      return;
    } finally {
      setSent(null);
    }
    form.reset(defaults);
    await showSuccessDialog(t.success);
  }

  return (
    <Form form={form} onSubmit={submit} aria-describedby="apply-intro">
      <PositionLine job={job} jobs={jobs} label={t.positionLabel} />
      <p id="apply-intro" className={formStyles.hint}>
        {t.intro}
      </p>
      {errors.jobId?.message && (
        <p className={formStyles.alert}>
          <Bidi text={errors.jobId.message} />
        </p>
      )}

      <div className={formStyles.row}>
        <TextField {...field('firstName')} required autoComplete="given-name" />
        <TextField {...field('lastName')} required autoComplete="family-name" />
      </div>
      <div className={formStyles.row}>
        <TextField {...field('email')} required type="email" autoComplete="email" dir="auto" />
        <TextField
          {...field('phoneNumber')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="auto"
          // The field takes digits only (spec): Arabic-Indic digits become 0-9, anything else is
          // dropped as it is typed.
          filter={(value) => latinDigits(value).replace(/\D/g, '')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          {...field('dob')}
          required
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestDateOfBirth()}
        />
        <TextField {...field('qualification')} required />
      </div>

      <FileDropField
        name="resume"
        label={t.fields.resume}
        required
        accept={RESUME_TYPES}
        maxSize={RESUME_MAX_BYTES}
        text={t.dropzone}
      />

      <CheckboxField
        name="consent"
        label={
          <>
            {t.consentBefore}
            <a href={routes.privacy()} target="_blank" rel="noopener noreferrer">
              {t.consentLink}
              <span className="visually-hidden"> {t.newTab}</span>
            </a>
            {t.consentAfter}
          </>
        }
      />

      <Honeypot label={t.honeypot} />
      <FormProblem>{problem}</FormProblem>
      {sent !== null && (
        <progress className={styles.progress} max={100} value={sent} aria-label={t.uploadProgress}>
          {sent}%
        </progress>
      )}

      <button type="submit" className={formStyles.submit} disabled={!isValid || isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </Form>
  );
}
