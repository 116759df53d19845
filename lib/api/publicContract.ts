/**
 * The endpoints the public pages call (their forms, a buyer's own page, the beacons, documents):
 * the part of the contract (./contract.ts, which includes these) that a page's script carries, so a
 * visitor's browser does not download the admin's hundred-odd endpoints with the request form.
 */
import type { Locale } from '../i18n/locales';
import { VITALS_PATH } from '../routing/publicPaths';
import type { DocumentLinkSignature } from '../security/signedLinks';
import { call, endpoint } from './endpoint';
import type { BuyerListDto, BuyerRequestView } from '@/features/buyers/dto';
import type {
  BuyerListInput,
  BuyerMessage,
  LinkToken,
  SignInLinkRequest,
} from '@/features/buyers/validation';
import type { LotLookupAnswer } from '@/features/documents/dto';
import type {
  DocumentLinkQuery,
  DocumentRequestBody,
  LotLookupValues,
} from '@/features/documents/validation';
import type { RequestStepDto } from '@/features/enquiries/dto';
import type { QuoteRequestBody } from '@/features/enquiries/quoteRequestValidation';
import type { EnquiryRequest } from '@/features/enquiries/validation';
import type { NotFoundBeacon } from '@/features/redirects/validation';
import type { BeaconBody } from '@/features/speed/validation';

/** A public form was stored (or silently dropped: the honeypot answers the same). */
export interface Received {
  received: true;
}

/** A quote or sample request stored: the reference the buyer is given. */
export interface RequestReceived extends Received {
  reference: string;
}

export const publicEndpoints = {
  enquiries: endpoint('v1/enquiries', { POST: call<EnquiryRequest, Received>() }),
  quoteRequests: endpoint('v1/quote-requests', { POST: call<QuoteRequestBody, RequestReceived>() }),
  /** A page view's speed, sent with navigator.sendBeacon (features/speed/validation.ts). */
  vitals: endpoint(VITALS_PATH, { POST: call<BeaconBody, void>() }),
  /** The not-found page's beacon: the path that answered 404 and the linking page's host. */
  notFound: endpoint('v1/not-found', { POST: call<NotFoundBeacon, void>() }),
  /** A buyer asks for a sign-in link (202 whatever the address: features/buyers/signIn.ts). */
  buyerSignInLink: endpoint('v1/buyer/sign-in-link', { POST: call<SignInLinkRequest, Received>() }),
  /** The mailed link's page signs the browser in (POST {token}); DELETE signs it out. */
  buyerSession: endpoint('v1/buyer/session', {
    POST: call<LinkToken, { signedIn: true; language: Locale }>(),
    DELETE: call<void, { ok: true }>(),
  }),
  /** The signed-in buyer's request, by id or reference (404 for anyone else's). */
  buyerRequest: (key: number | string) =>
    endpoint(`v1/buyer/requests/${key}`, { GET: call<void, BuyerRequestView>() }),
  /** The signed-in buyer adds a message to their request: staff see it at once. */
  buyerMessages: (id: number) =>
    endpoint(`v1/buyer/requests/${id}/messages`, { POST: call<BuyerMessage, RequestStepDto>() }),
  /** The signed-in buyer's saved lists of products. */
  buyerLists: endpoint('v1/buyer/lists', {
    GET: call<void, BuyerListDto[]>(),
    POST: call<BuyerListInput, BuyerListDto>(),
  }),
  buyerList: (id: number) => endpoint(`v1/buyer/lists/${id}`, { DELETE: call<void, { ok: true }>() }),
  /** Everything held about the signed-in buyer's address, as a ZIP (features/privacy/selfService.ts). */
  buyerData: endpoint('v1/buyer/personal-data', { GET: call<void, Blob>() }),
  /** The signed-in buyer asks to erase it: a link to confirm is mailed to them. */
  buyerErasureLink: endpoint('v1/buyer/erasure-link', { POST: call<void, Received>() }),
  /** The mailed link's page erases it (POST {token}); 410 for a link used or late. */
  buyerErasure: endpoint('v1/buyer/erasure', { POST: call<LinkToken, { erased: true }>() }),
  /**
   * The copy of their data staff mailed a person (?token=…): the ZIP, as often as needed for 7
   * days; then a page in their language says how to ask again.
   */
  personalDataCopy: endpoint('v1/personal-data', { GET: call<LinkToken, Blob>() }),
  /**
   * A file staff sent with a reply to a request: for the buyer it belongs to (their session) or the
   * signed link mailed to them (features/enquiries/fileLinks.ts).
   */
  requestFile: (stepId: number) =>
    endpoint(`v1/buyer/files/${stepId}`, { GET: call<Partial<DocumentLinkSignature>, Blob>() }),
  /** multipart/form-data: see applicationToFormData. */
  applications: endpoint('v1/applications', { POST: call<FormData, Received>() }),
  /**
   * A product's document as a PDF download: a public one for anyone, one sent on request for its
   * signed link (the query); otherwise a page in the buyer's language says why not.
   */
  document: (id: number) => endpoint(`v1/documents/${id}`, { GET: call<DocumentLinkQuery, Blob>() }),
  /** A buyer asks for a document sent on request: stored as an enquiry of kind 'document', the link mailed. */
  documentRequest: (id: number) =>
    endpoint(`v1/documents/${id}/request`, { POST: call<DocumentRequestBody, Received>() }),
  /**
   * The lot lookup: a buyer's lot number (and the product whose page asks, or none: every
   * published product) → that lot's current certificates of analysis.
   */
  documentLots: endpoint('v1/documents/lots', { POST: call<LotLookupValues, LotLookupAnswer>() }),
  /** A certification's certificate as a PDF download (the product pages link to it). */
  certificate: (id: number) => endpoint(`v1/certifications/${id}/certificate`, { GET: call<void, Blob>() }),
};
