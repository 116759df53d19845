import { endpoints } from '@/lib/api/contract';
import { deleteDocument, updateDocument } from '@/features/documents/data';
import { documentForm } from '@/features/documents/upload';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { documentUpdateSchema } from '@/features/documents/validation';

/** Edits a document; a PDF sent with it replaces its file. */
export const PATCH = adminRoute(
  'content',
  { params: { id: idSegment, documentId: idSegment }, body: documentForm(documentUpdateSchema) },
  async ({ params: { id: productId, documentId: id }, body: input }) => {
    return ok(
      endpoints.productDocument(productId, id).PATCH,
      found(await updateDocument(productId, id, input)),
    );
  },
);

/** Deletes a document with its file (a request that asked for it keeps the buyer's details). */
export const DELETE = adminRoute(
  'content',
  { params: { id: idSegment, documentId: idSegment } },
  async ({ params: { id: productId, documentId: id } }) => {
    found(await deleteDocument(productId, id));
    return ok(endpoints.productDocument(productId, id).DELETE, { deleted: true });
  },
);
