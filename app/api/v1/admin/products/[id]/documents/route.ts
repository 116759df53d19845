import { endpoints } from '@/lib/api/contract';
import { createDocument, listDocuments } from '@/features/documents/data';
import { documentForm } from '@/features/documents/upload';
import { idSegment } from '@/lib/http/input';
import { adminRoute, found } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { documentCreateSchema } from '@/features/documents/validation';

/** A product's documents, in the order its page lists them. */
export const GET = adminRoute('content', { params: { id: idSegment } }, async ({ params: { id } }) => {
  return ok(endpoints.productDocuments(id).GET, found(await listDocuments(id)));
});

/** Adds a document: its kind, language, revision date, access and PDF (multipart). */
export const POST = adminRoute(
  'content',
  { params: { id: idSegment }, body: documentForm(documentCreateSchema) },
  async ({ params: { id }, body: input }) => {
    return ok(endpoints.productDocuments(id).POST, found(await createDocument(id, input)), 201);
  },
);
