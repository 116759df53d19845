import { documentFileName, findDocumentForStaff, readDocumentBytes } from '@/features/documents/data';
import { attachment } from '@/lib/http/download';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';

/** The document's PDF for staff, whether it is public or sent on request. */
export const GET = adminRoute(
  'content',
  { params: { id: idSegment, documentId: idSegment } },
  async ({ params: { id: productId, documentId: id } }) => {
    const { document, file, productName } = found(await findDocumentForStaff(productId, id));
    const bytes = found(await readDocumentBytes(file));
    return attachment(bytes, {
      filename: documentFileName(document, productName),
      contentType: file.mimeType,
    });
  },
);
