import { endpoints } from '@/lib/api/contract';
import { deleteDocument, updateDocument } from '@/features/documents/data';
import { documentFormInput } from '@/features/documents/upload';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { documentUpdateSchema } from '@/features/documents/validation';

/** Edits a document; a PDF sent with it replaces its file. */
export const PATCH = adminRoute('content', async ({ request, params }) => {
  const [productId, id] = [idParam(params), idParam(params, 'documentId')];
  const input = await documentFormInput(request, documentUpdateSchema);
  return ok(
    endpoints.productDocument(productId, id).PATCH,
    found(await updateDocument(productId, id, input)),
  );
});

/** Deletes a document with its file (a request that asked for it keeps the buyer's details). */
export const DELETE = adminRoute('content', async ({ params }) => {
  const [productId, id] = [idParam(params), idParam(params, 'documentId')];
  found(await deleteDocument(productId, id));
  return ok(endpoints.productDocument(productId, id).DELETE, { deleted: true });
});
