/**
 * The job application form's one schema: used by the form's resolver (with the File the visitor
 * chose) and by POST /api/v1/applications (with the File from the multipart body). The server
 * also checks the file's bytes, which only it can do (lib/storage/fileType.ts).
 */
import * as z from 'zod/mini';
import { latinDigits } from '@/lib/text/digits';
import { applicationMessages, type ApplicationMessages } from './messages';
import { isUploadFile, required, requiredText, type UploadFile } from '@/lib/validation/fields';
import { idNumber, parseId } from '@/lib/validation/ids';
import { DIGITS_PATTERN, EMAIL_PATTERN, HONEYPOT_FIELD, NAME_PATTERN } from '@/lib/validation/patterns';

export const MINIMUM_AGE = 18;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest allowed date of birth, 'YYYY-MM-DD': the same day 18 years before `today`. */
export function latestDateOfBirth(today: Date = new Date()): string {
  const year = today.getFullYear() - MINIMUM_AGE;
  const month = today.getMonth();
  // 29 February → 28 February in a non-leap year (never roll over into March).
  const day = Math.min(today.getDate(), new Date(year, month + 1, 0).getDate());
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** The résumé as the browser or the multipart body gives it. */
export type ResumeFile = UploadFile;

export function hasResumeExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return RESUME_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

const personName = (requiredMessage: string, letters: string, tooLong: string) =>
  requiredText(requiredMessage).check(z.maxLength(60, tooLong), z.regex(NAME_PATTERN, letters));

/** The schema with the messages of the visitor's language. */
export function applicationSchemaWith(m: ApplicationMessages) {
  return z.object({
    firstName: personName(m.firstName, m.firstNameLetters, m.nameTooLong),
    lastName: personName(m.lastName, m.lastNameLetters, m.nameTooLong),
    email: requiredText(m.email).check(
      z.maxLength(254, m.emailInvalid),
      z.regex(EMAIL_PATTERN, m.emailInvalid),
    ),
    phoneNumber: requiredText(m.phoneNumber).check(
      z.overwrite(latinDigits),
      z.regex(DIGITS_PATTERN, { message: m.phoneDigits, abort: true }),
      z.refine((v) => v.length >= 7 && v.length <= 15, m.phoneLength),
    ),
    dob: z.string().check(
      z.minLength(1, required(m.dob)),
      z.refine(isRealDate, { message: m.dobInvalid, abort: true }),
      z.refine((v) => v <= latestDateOfBirth(), m.dobTooYoung),
    ),
    qualification: requiredText(m.qualification).check(z.maxLength(120, m.qualificationTooLong)),
    resume: z.custom<ResumeFile>().check(
      z.superRefine((value, ctx) => {
        if (!isUploadFile(value)) {
          ctx.addIssue({ code: 'custom', message: m.resume });
        } else if (!hasResumeExtension(value.name)) {
          ctx.addIssue({ code: 'custom', message: m.resumeType });
        } else if (value.size > RESUME_MAX_BYTES) {
          ctx.addIssue({ code: 'custom', message: m.resumeSize });
        }
      }),
    ),
    consent: z.boolean().check(z.refine((v) => v, m.consent)),
    jobId: idNumber(m.jobId),
  });
}

export const applicationSchema = applicationSchemaWith(applicationMessages);

export type ApplicationFormValues = z.input<typeof applicationSchema>;
/** What an applicant tells about themselves (the form without the file, consent and job). */
export type ApplicantDetails = Omit<z.output<typeof applicationSchema>, 'resume' | 'consent' | 'jobId'>;
export type Application = z.output<typeof applicationSchema>;

/** The multipart field names (spec section 7) → the schema's input. */
export function applicationFromFormData(form: FormData): Record<keyof ApplicationFormValues, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    dob: text('dob'),
    qualification: text('qualification'),
    resume: form.get('resume'),
    consent: text('consent') === 'true',
    jobId: parseId(text('jobId')) ?? NaN,
  };
}

/** The schema's values → the multipart body the form sends. */
export function applicationToFormData(values: Application, honeypot = ''): FormData {
  const form = new FormData();
  form.set('firstName', values.firstName);
  form.set('lastName', values.lastName);
  form.set('email', values.email);
  form.set('phoneNumber', values.phoneNumber);
  form.set('dob', values.dob);
  form.set('qualification', values.qualification);
  form.set('resume', values.resume as unknown as Blob, values.resume.name);
  form.set('consent', String(values.consent));
  form.set('jobId', String(values.jobId));
  form.set(HONEYPOT_FIELD, honeypot);
  return form;
}
