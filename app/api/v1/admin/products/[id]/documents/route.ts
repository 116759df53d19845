import { endpoints } from '@/lib/api/contract';
import { createDocument, listDocuments } from '@/features/documents/data';
import { documentFormInput } from '@/features/documents/upload';
import { adminRoute, found, idParam } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { documentCreateSchema } from '@/features/documents/validation';

/** A product's documents, in the order its page lists them. */
export const GET = adminRoute('content', async ({ params }) => {
  const id = idParam(params);
  return ok(endpoints.productDocuments(id).GET, found(await listDocuments(id)));
});

/** Adds a document: its kind, language, revision date, access and PDF (multipart). */
export const POST = adminRoute('content', async ({ request, params }) => {
  const id = idParam(params);
  const input = await documentFormInput(request, documentCreateSchema);
  return ok(endpoints.productDocuments(id).POST, found(await createDocument(id, input)), 201);
});
