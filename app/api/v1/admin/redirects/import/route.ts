import * as z from 'zod/mini';
import { endpoints } from '@/lib/api/contract';
import { importRedirects } from '@/features/redirects/data';
import { adminRoute } from '@/lib/http/handler';
import { json } from '@/lib/http/input';
import { multiline } from '@/lib/validation/fields';
import { ok } from '@/lib/http/responses';

/** A file of a few thousand redirects. */
const IMPORT_MAX_BYTES = 1024 * 1024;
const importSchema = z.strictObject({ csv: multiline(z.string().check(z.maxLength(IMPORT_MAX_BYTES))) });

/** { csv }: each line saved by the dialog's rules or refused with its line number; good lines kept. */
export const POST = adminRoute(
  'content',
  { body: json(importSchema, IMPORT_MAX_BYTES + 1024) },
  async ({ body }) => ok(endpoints.redirectsImport.POST, await importRedirects(body.csv)),
);
