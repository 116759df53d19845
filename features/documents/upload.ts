/** The admin's document forms (a product's document, a certification's certificate) on the server. */
import 'server-only';
import type * as z from 'zod/mini';
import { documentMessages } from './messages';
import { FORM_ROOM } from '@/lib/http/handler';
import { form } from '@/lib/http/input';
import { DOCUMENT_MAX_BYTES } from '@/features/documents/validation';

/**
 * A document form's body (a product's document, a certificate): its one PDF of at most
 * DOCUMENT_MAX_BYTES and the text fields. A larger body is refused as the PDF's size, beside the field.
 */
export function documentForm<S extends z.ZodMiniType>(schema: S) {
  return form(schema, DOCUMENT_MAX_BYTES + FORM_ROOM, {
    tooLarge: { name: 'file', message: documentMessages.size },
  });
}
