/**
 * The link mailed to a buyer who asked for a document sent on request: the document's id and the
 * moment the link stops working (DOCUMENT_LINK_DAYS later), signed with HMAC-SHA256 under a key
 * derived from the server's secret (lib/auth/secretBox.ts `derivedKey`, as the secret box derives
 * its own). Nothing is stored: the signature proves the server made the link, the time is in it.
 * Whoever holds the link may use it until then (it is meant to be forwarded inside a company);
 * a link with another id or time, or signed under another secret, is refused.
 *
 *   const query = signDocumentLink(12);          // { expires: '1767225600', signature: '…' }
 *   checkDocumentLink(12, query) === 'valid'
 *
 * A link mailed for a document request also carries that request's id (`request`, the enquiry),
 * inside the signature, so a download is attributed to the request it came from. Links signed
 * before that have no `request` and keep working, without attribution.
 *
 * The link's address (the document's route): features/documents/links.ts.
 */
import { now as clockNow } from '../time/clock';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/secretBox';

/** How long a mailed link works. */
export const DOCUMENT_LINK_DAYS = 7;

const KEY_PURPOSE = 'document-link v1';
const DAY_SECONDS = 24 * 60 * 60;

export interface DocumentLinkSignature {
  /** When the link stops working, in Unix seconds. */
  expires: string;
  /** base64url HMAC-SHA256 of the id, `expires` and `request`. */
  signature: string;
  /** The document request (enquiry id) the link was mailed for, when it was. */
  request?: string;
}

/** What a link's query says: it works, it worked until its time, or the server never made it. */
export type LinkVerdict = 'valid' | 'expired' | 'forged';

/** What a link opens: a product's document, or a file staff sent with a reply to a request. */
export type LinkSubject = 'document' | 'request-file';

function signatureOf(id: number, expires: string, subject: LinkSubject, request?: string): string {
  return createHmac('sha256', derivedKey(KEY_PURPOSE))
    .update(`${subject}:${id}:${expires}${request === undefined ? '' : `:request=${request}`}`)
    .digest('base64url');
}

/**
 * The query of a link to `documentId` given at `now`: it works for DOCUMENT_LINK_DAYS. With
 * `request`, the link names (and its signature covers) the document request it was mailed for.
 */
export function signDocumentLink(
  documentId: number,
  now = clockNow(),
  subject: LinkSubject = 'document',
  request?: number,
): DocumentLinkSignature {
  const expires = String(Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_DAYS * DAY_SECONDS);
  if (request === undefined) return { expires, signature: signatureOf(documentId, expires, subject) };
  const named = String(request);
  return { expires, signature: signatureOf(documentId, expires, subject, named), request: named };
}

/** Whether a link's query opens `documentId` at `now`; the signature is compared in constant time. */
export function checkDocumentLink(
  documentId: number,
  query: { expires?: string | null; signature?: string | null; request?: string | null },
  now = clockNow(),
  subject: LinkSubject = 'document',
): LinkVerdict {
  const { expires, signature } = query;
  const request = query.request ?? undefined;
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'forged';
  if (request !== undefined && !/^\d{1,10}$/.test(request)) return 'forged';
  const expected = Buffer.from(signatureOf(documentId, expires, subject, request));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
