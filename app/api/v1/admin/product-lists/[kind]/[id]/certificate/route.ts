import { endpoints } from '@/lib/api/contract';
import { preparePdf } from '@/lib/data/files';
import { removeCertificate, setCertificate } from '@/features/products/lists';
import { documentFormInput } from '@/features/documents/upload';
import { adminRoute, found, idParam, oneOfParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { certificateSchema } from '@/features/documents/validation';

/** Only certifications carry a certificate. */
const KINDS = ['certifications'] as const;

/** Puts a certificate (a PDF, multipart `file`) on a certification, replacing the one before. */
export const POST = adminRoute('content', async ({ request, params }) => {
  const [kind, id] = [oneOfParam(params, 'kind', KINDS), idParam(params)];
  const input = await documentFormInput(request, certificateSchema);
  const upload = await preparePdf('file', input.file!);
  return ok(endpoints.certificationCertificate(kind, id).POST, found(await setCertificate(id, upload)));
});

/** Takes the certificate off, with its file. */
export const DELETE = adminRoute('content', async ({ params }) => {
  const [kind, id] = [oneOfParam(params, 'kind', KINDS), idParam(params)];
  return ok(endpoints.certificationCertificate(kind, id).DELETE, found(await removeCertificate(id)));
});
