/** What a buyer's page lists: the requests a buyer sends with their address and a number to follow. */
import type { EnquiryKind } from '@/features/enquiries/kinds';

export const BUYER_REQUEST_KINDS = ['quote', 'sample', 'document'] as const satisfies readonly EnquiryKind[];

export function isBuyerRequestKind(kind: string): boolean {
  return (BUYER_REQUEST_KINDS as readonly string[]).includes(kind);
}
