import { documentFileName, findDocumentForStaff, readDocumentBytes } from '@/features/documents/data';
import { attachment } from '@/lib/http/download';
import { adminRoute, found, idParam } from '@/lib/http/handler';

/** The document's PDF for staff, whether it is public or sent on request. */
export const GET = adminRoute('content', async ({ params }) => {
  const [productId, id] = [idParam(params), idParam(params, 'documentId')];
  const { document, file, productName } = found(await findDocumentForStaff(productId, id));
  const bytes = found(await readDocumentBytes(file));
  return attachment(bytes, {
    filename: documentFileName(document, productName),
    contentType: file.mimeType,
  });
});
