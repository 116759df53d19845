import { endpoints } from '@/lib/api/contract';
import { submissionTextIn } from '@/content/text';
import { createApplication, findOpenJob } from '@/features/careers/applications';
import { enquiryEmail } from '@/features/settings/data';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/handler';
import { form } from '@/lib/http/input';
import { fail, ok } from '@/lib/http/responses';
import { refusePublicForm } from '@/lib/http/publicForm';
import { clientIp } from '@/lib/http/request';
import { sendSoon } from '@/lib/mail/notify';
import { applicationAcknowledgement, applicationNotification } from '@/features/mail/application';
import { detectResumeType } from '@/lib/storage/fileType';
import {
  applicationFromFormData,
  applicationSchemaWith,
  RESUME_MAX_BYTES,
} from '@/features/careers/validation';
import { formMessagesFor } from '@/lib/validation/messages';

/** Room for the text fields and multipart framing on top of the largest résumé. */
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** The job application form: multipart (spec section 7 field names) with the résumé file. */
export const POST = route(
  {
    body: form((locale) => applicationSchemaWith(formMessagesFor(locale).application), MAX_BODY_BYTES, {
      tooLarge: { name: 'resume', message: (locale) => submissionTextIn(locale).tooLarge },
      values: applicationFromFormData,
    }),
    guard: (request) => refusePublicForm(getDb(), request, 'application', submissionTextIn),
    text: submissionTextIn,
    visitSource: true,
    // A bot filled the hidden field: answer like a success so it learns nothing, keep nothing.
    honeypot: () => ok(endpoints.applications.POST, { received: true }, 201),
  },
  async ({ request, locale, body, source }) => {
    const submissionText = submissionTextIn(locale);
    const { resume, ...values } = body;
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
      { ip: clientIp(request), source },
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
  },
);
