import { endpoints } from '@/lib/api/contract';
import { textFor } from '@/content/text';
import { createApplication, findOpenJob } from '@/features/careers/applications';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { BodyTooLarge, readForm } from '@/lib/http/body';
import { route } from '@/lib/http/handler';
import { fail, ok, validationFailed } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp, requestLocale } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { applicationAcknowledgement, applicationNotification } from '@/features/mail/application';
import { detectResumeType } from '@/lib/storage/fileType';
import {
  applicationFromFormData,
  applicationSchemaWith,
  RESUME_MAX_BYTES,
} from '@/features/careers/validation';
import { formMessagesFor } from '@/lib/validation/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/validation/patterns';

/** Room for the text fields and multipart framing on top of the largest résumé. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** The job application form: multipart (spec section 7 field names) with the résumé file. */
export const POST = route(async (request) => {
  const db = getDb();
  const refused = await refusePublicForm(
    db,
    request,
    'application',
    (locale) => textFor(locale).submissionText,
  );
  if (refused) return refused;
  const locale = requestLocale(request);
  const { submissionText } = textFor(locale);

  let form: FormData | null;
  try {
    form = await readForm(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return fail(413, 'too_large', submissionText.tooLarge, { fields: { resume: submissionText.tooLarge } });
  }
  if (!form) return fail(400, 'bad_request', submissionText.badRequest);
  // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
  if (isHoneypotFilled(form.get(HONEYPOT_FIELD)))
    return ok(endpoints.applications.POST, { received: true }, 201);

  const parsed = applicationSchemaWith(formMessagesFor(locale).application).safeParse(
    applicationFromFormData(form),
  );
  if (!parsed.success) return validationFailed(parsed.error.issues, submissionText.invalid);
  const { resume, ...values } = parsed.data;

  const job = await findOpenJob(values.jobId);
  if (!job) {
    return fail(422, 'job_unavailable', submissionText.jobUnavailable, {
      fields: { jobId: submissionText.jobUnavailable },
    });
  }
  const bytes = new Uint8Array(await resume.arrayBuffer());
  const type = await detectResumeType(bytes);
  if (!type) {
    return fail(400, 'validation', submissionText.invalid, {
      fields: { resume: submissionText.resumeContent },
    });
  }

  const staffAddress = await enquiryEmail();
  await createApplication(
    values,
    job,
    { bytes, originalName: resume.name, mimeType: type.mime, ext: type.ext },
    locale,
    clientIp(request),
    (application) => {
      const mail = {
        ...values,
        position: job.title,
        resumeName: resume.name,
        createdAt: application.createdAt,
      };
      return [
        applicationNotification(mail, staffAddress),
        applicationAcknowledgement(
          { ...mail, position: (locale === 'ar' && job.titleAr) || job.title },
          locale,
        ),
      ];
    },
  );
  await sendSoon();
  return ok(endpoints.applications.POST, { received: true }, 201);
});
