/**
 * The link to a file staff sent with a reply to a request (a quotation PDF): mailed to the buyer,
 * signed for DOCUMENT_LINK_DAYS (lib/security/signedLinks.ts, subject 'request-file'). Not
 * server-only: the end-to-end tests make links the same way.
 */
import { endpoints } from '@/lib/api/contract';
import { apiUrl } from '@/lib/routing/routes';
import { signDocumentLink } from '@/lib/security/signedLinks';
import { toQueryString } from '@/lib/validation/lists';

export function requestFileLinkPath(stepId: number, now?: Date): string {
  const signed = signDocumentLink(stepId, now, 'request-file');
  return `${apiUrl(endpoints.requestFile(stepId).path)}${toQueryString({ ...signed })}`;
}
