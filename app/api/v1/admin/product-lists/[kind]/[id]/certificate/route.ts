import { endpoints } from '@/lib/api/contract';
import { preparePdf } from '@/lib/data/files';
import { removeCertificate, setCertificate } from '@/features/products/lists';
import { documentForm } from '@/features/documents/upload';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { certificateSchema } from '@/features/documents/validation';

/** Only certifications carry a certificate. */
const params = { kind: oneOfSegment(['certifications']), id: idSegment };

/** Puts a certificate (a PDF, multipart `file`) on a certification, replacing the one before. */
export const POST = adminRoute(
  'content',
  { params, body: documentForm(certificateSchema) },
  async ({ params: { kind, id }, body }) => {
    const upload = await preparePdf('file', body.file!);
    return ok(endpoints.certificationCertificate(kind, id).POST, found(await setCertificate(id, upload)));
  },
);

/** Takes the certificate off, with its file. */
export const DELETE = adminRoute('content', { params }, async ({ params: { kind, id } }) =>
  ok(endpoints.certificationCertificate(kind, id).DELETE, found(await removeCertificate(id))),
);
