import * as z from 'zod/mini';
import { textFor } from '@/content/text';
import { buyerStepFile } from '@/features/buyers/requests';
import { findBuyerSession } from '@/features/buyers/signIn';
import { findStepFile } from '@/features/enquiries/timeline';
import { readBuyerToken } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db/client';
import { readStoredFile } from '@/lib/data/files';
import { attachment } from '@/lib/http/download';
import { route } from '@/lib/http/handler';
import { messagePage } from '@/lib/http/messagePage';
import { idOrNullSegment } from '@/lib/http/input';
import { routesFor } from '@/lib/routing/routes';
import { checkDocumentLink } from '@/lib/security/signedLinks';

/**
 * A file staff sent with a reply to a request: to the buyer it belongs to (signed in), or to the
 * signed link mailed with the reply (`?expires=&signature=`, a week). Anyone else, and any other
 * step, gets the same page as for a file that does not exist; never kept by a cache.
 */
/** A signed link's parts. */
const linkQuery = z.object({ expires: z.optional(z.string()), signature: z.optional(z.string()) });

export const GET = route(
  { params: { stepId: idOrNullSegment }, query: linkQuery },
  async ({ request, locale, params, query }) => {
    const text = textFor(locale).productDocumentsText.linkPage;
    const refuse = (status: number, message: { title: string; text: string }) =>
      messagePage(
        locale,
        status,
        { siteName: text.siteName, ...message },
        { href: routesFor(locale).account(), label: textFor(locale).buyerText.account.title },
      );
    const id = params.stepId;
    if (id === null) return refuse(404, text.notFound);
    let file;
    if (query.signature !== undefined || query.expires !== undefined) {
      const verdict = checkDocumentLink(
        id,
        { expires: query.expires ?? null, signature: query.signature ?? null },
        undefined,
        'request-file',
      );
      if (verdict === 'forged') return refuse(403, text.forged);
      if (verdict === 'expired') return refuse(410, text.expired);
      file = (await findStepFile(id))?.file;
    } else {
      const buyer = await findBuyerSession(getDb(), readBuyerToken(request));
      file = buyer ? await buyerStepFile(buyer.email, id) : null;
    }
    const bytes = file ? await readStoredFile(file) : null;
    if (!file || !bytes) return refuse(404, text.notFound);
    const response = attachment(bytes, { filename: file.originalName, contentType: file.mimeType });
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
);
