import * as z from 'zod/mini';
import { endpoints } from '@/lib/api/contract';
import { importRedirects } from '@/features/redirects/data';
import { adminRoute, InvalidInput } from '@/lib/http/handler';
import { readJson } from '@/lib/http/body';
import { ok } from '@/lib/http/responses';

/** A file of a few thousand redirects. */
const IMPORT_MAX_BYTES = 1024 * 1024;
const importSchema = z.strictObject({ csv: z.string().check(z.maxLength(IMPORT_MAX_BYTES)) });

/** { csv }: each line saved by the dialog's rules or refused with its line number; good lines kept. */
export const POST = adminRoute('content', async ({ request }) => {
  const parsed = importSchema.safeParse(await readJson(request, IMPORT_MAX_BYTES + 1024));
  if (!parsed.success) throw new InvalidInput(parsed.error.issues);
  return ok(endpoints.redirectsImport.POST, await importRedirects(parsed.data.csv));
});
