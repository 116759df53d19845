/**
 * Every /api/v1 endpoint: its path, the methods it answers and the shapes each takes and answers,
 * shared by the route handlers (lib/http `ok(endpoints.x.POST, data)`) and the browser client
 * (`api.post(endpoints.x, body)`): a renamed or removed field or method breaks the build on both
 * sides, not a screen at run time. The route files and this list are compared by a test.
 */
import type { AdminUserDto, SessionDto, TwoFactorStatusDto } from '../auth/dto';
import type { Role } from '../auth/permissions';
import type { Call } from '../http/wire';
import type { AccountChangeInput, InviteInput, TwoFactorPolicyInput } from '@/features/accounts/validation';
import type { AuditKind } from '../audit/kinds';
import type { AuditQuery } from '@/features/audit/validation';
import type { HistoryKind, PreviewKind, ProductListKind } from '../routing/contentKinds';
import type { StoredImage } from '../db/schema';
import type { Locale } from '../i18n/locales';
import type {
  LoginInput,
  OtpInput,
  PasswordResetInput,
  ResetRequestInput,
} from '@/features/accounts/signInValidation';
import type { PublishInput, ReorderInput } from '../validation/content';
import type { TextSpecValues } from '@/features/products/specification';
import type { ProductTagInput } from '@/features/products/validation';
import type {
  DocumentAccess,
  DocumentLanguage,
  DocumentLinkQuery,
  DocumentRequestBody,
  DocumentType,
} from '@/features/documents/validation';
import type {
  SecondStepInput,
  TwoFactorConfirmInput,
  TwoFactorOffInput,
} from '@/features/accounts/twoFactorValidation';
import type { EnquiryRequest } from '@/features/enquiries/validation';
import type { QuoteRequestBody } from '@/features/enquiries/quoteRequestValidation';
import type { EnquiryKind, RequestStatus, RequestStatusInput } from '@/features/enquiries/kinds';
import type { ListQuery } from '../validation/lists';
import type { Vital } from '@/features/speed/vitals';
import type { Beacon, SiteSpeedQuery } from '@/features/speed/validation';
import type { PublicPage } from '../routing/routes';
import type {
  ApplicationsQuery,
  EnquiriesQuery,
  JobInput,
  ReadInput,
  SettingsInput,
} from '../validation/operations';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Calls = Partial<Record<Method, Call<unknown, unknown>>>;

/** One path under /api and the methods it answers (a GET's request is its query). */
export type Endpoint<M extends Calls = Calls> = M & { readonly path: string };

/** An endpoint that answers `method` taking `Req` and answering `Res`. */
export type EndpointWith<M extends Method, Req, Res> = { readonly path: string } & {
  readonly [K in M]: Call<Req, Res>;
};

export const call = <Req = void, Res = void>(): Call<Req, Res> => ({});

export function endpoint<M extends Calls>(path: string, methods: M): Endpoint<M> {
  return { ...methods, path };
}

/** What an authenticator app needs: the QR code (an SVG data: URL) of `uri`, and the key to type instead. */
export interface TwoFactorEnrolmentDto {
  /** Base32. */
  secret: string;
  /** otpauth://totp/… */
  uri: string;
  qr: string;
}

/** The ten one-time recovery codes, shown once when two-step verification is turned on. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

/** A right password: signed in, or (the account has two-step verification) the second step is next. */
export type LoginResult = { user: AdminUserDto } | { secondStep: true };

/** A staff account, as the Accounts screen lists it. */
export interface AccountDto {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  active: boolean;
  /** Two-step verification is on. */
  twoFactor: boolean;
  createdAt: string;
}

/** An invitation not yet used (its link works until `expiresAt`). */
export interface InvitationDto {
  id: number;
  email: string;
  role: Role;
  expiresAt: string;
}

export interface AccountsDto {
  accounts: AccountDto[];
  invitations: InvitationDto[];
  /** An Owner requires two-step verification of every account. */
  requireTwoFactor: boolean;
}

export interface SessionResponse {
  user: AdminUserDto | null;
}

export interface AdminOverview {
  /** Enquiries staff have not marked read (the sidebar's badge). */
  unreadEnquiries: number;
  products: number;
  services: number;
  blogPosts: number;
  openJobs: number;
  enquiries: number;
  applications: number;
  /** Enquiries and applications received in the last 7 days. */
  newEnquiries: number;
  newApplications: number;
}

/** A public form was stored (or silently dropped: the honeypot answers the same). */
export interface Received {
  received: true;
}

/** A quote or sample request stored: the reference the buyer is given. */
export interface RequestReceived extends Received {
  reference: string;
}

export interface Message {
  message: string;
}

/** One page of a long list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type ImageDto = StoredImage;

export interface Deleted {
  deleted: true;
}

export interface Reordered {
  ids: number[];
}

export interface BannerDto {
  image: ImageDto;
}

/** What an item that keeps drafts says about them (products, blog posts, news, services, jobs). */
export interface Drafts<Fields> {
  /** Changes saved as a draft of a published item, not public yet: its fields as they would be with them. */
  draft: Fields | null;
  /** When the background work publishes the item (or its draft): ISO date-time, or null. */
  publishAt: string | null;
}

export interface NewsDto extends NewsFields, Drafts<NewsFields> {
  id: number;
  published: boolean;
}

/** A news item's content. */
export interface NewsFields {
  title: string;
  caption: string;
  /** The article text (the spec's 'description'). */
  description: string;
  date: string;
  image: ImageDto;
  titleAr: string;
  captionAr: string;
  descriptionAr: string;
}

export interface ProductCategoryDto {
  id: number;
  slug: string;
  name: string;
  blurb: string;
  image: ImageDto;
  productCount: number;
  nameAr: string;
  blurbAr: string;
}

export interface ProductDto extends ProductFields, Drafts<ProductFields> {
  id: number;
  published: boolean;
}

/** A product's content; the plain texts of its specification are declared in features/products. */
export interface ProductFields extends TextSpecValues {
  categoryId: number;
  name: string;
  details: string;
  description1: string;
  description2: string;
  image: ImageDto;
  /** The two pictures of the public detail page. */
  images: ImageDto[];
  nameAr: string;
  detailsAr: string;
  description1Ar: string;
  description2Ar: string;
  // The specification (features/products/validation.ts).
  casNumber: string;
  originCountry: string;
  hsCode: string;
  form: string;
  applicationIds: number[];
  certificationIds: number[];
  moqQuantity: number | null;
  moqUnit: string;
  shelfLifeMonths: number | null;
}

/** An application or a certification, with how many products use it. */
export interface ProductTagDto {
  id: number;
  slug: string;
  name: string;
  nameAr: string;
  productCount: number;
  /** A certification's certificate; null without one (and for an application). */
  certificate: FileDto | null;
}

/** An uploaded file as staff see it: the name it was uploaded with, and its size in bytes. */
export interface FileDto {
  name: string;
  size: number;
}

/** One of a product's documents (features/documents/validation.ts), as staff manage it. */
export interface ProductDocumentDto {
  id: number;
  productId: number;
  type: DocumentType;
  language: DocumentLanguage;
  /** YYYY-MM-DD. */
  revisionDate: string;
  access: DocumentAccess;
  file: FileDto;
}

/** The document a buyer asked for (an enquiry of kind 'document'). */
export interface RequestedDocumentDto {
  id: number;
  type: DocumentType;
  language: DocumentLanguage;
  productId: number;
  /** The product's English name; '' while it is in the Trash. */
  productName: string;
}

export interface ServiceDto extends ServiceFields, Drafts<ServiceFields> {
  id: number;
  published: boolean;
}

/** A service's content. */
export interface ServiceFields {
  name: string;
  description: string;
  image: ImageDto;
  nameAr: string;
  descriptionAr: string;
}

export interface BlogCategoryDto {
  id: number;
  slug: string;
  name: string;
  image: ImageDto;
  postCount: number;
  nameAr: string;
}

export interface BlogPostDto extends BlogPostFields, Drafts<BlogPostFields> {
  id: number;
  categoryId: number;
  published: boolean;
}

/** A post's content. */
export interface BlogPostFields {
  title: string;
  teaser: string;
  /** Markdown. */
  body: string;
  publishedAt: string;
  image: ImageDto;
  titleAr: string;
  teaserAr: string;
  bodyAr: string;
}

export interface JobDto extends JobFields, Drafts<JobFields> {
  id: number;
  published: boolean;
  applicationCount: number;
  /** When the background work unpublishes the opening: ISO date-time, or null. */
  closeAt: string | null;
}

/** An opening's content. */
export interface JobFields {
  title: string;
  experience: string;
  qualification: string;
  location: string;
  description: string;
  titleAr: string;
  experienceAr: string;
  qualificationAr: string;
  locationAr: string;
  descriptionAr: string;
}

export interface ApplicationDto {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  position: string;
  /** ISO date-time the application arrived. */
  date: string;
  hasResume: boolean;
  /** The language of the form it was sent from. */
  language: Locale;
}

export interface ApplicationsPage extends Page<ApplicationDto> {
  /** Every distinct position applied for (the filter's choices after 'All Position'). */
  positions: string[];
}

/** A product of a quote or sample request. */
export interface EnquiryLineDto {
  /** null once the product has been deleted (its name is kept). */
  productId: number | null;
  productName: string;
  quantity: number;
  unit: string;
  packaging: string;
}

export interface EnquiryDto {
  id: number;
  kind: EnquiryKind;
  /** A quote's or sample's reference (KL-Q-2026-00042); null for the other kinds. */
  reference: string | null;
  name: string;
  company: string;
  email: string;
  phone: string;
  /** The contact form's; '' for the other kinds. */
  service: string;
  message: string;
  /** A request's destination, named in English; '' when none. */
  destination: string;
  incoterm: string;
  /** YYYY-MM, or '' (flexible). */
  deliveryMonth: string;
  shippingAddress: string;
  status: RequestStatus;
  statusNote: string;
  lines: EnquiryLineDto[];
  /** ISO date-time the enquiry arrived. */
  date: string;
  read: boolean;
  /** The language of the form it was sent from. */
  language: Locale;
  /** What a document request asked for; null for the other kinds (and once the document is deleted). */
  document: RequestedDocumentDto | null;
}

export interface EnquiriesPage extends Page<EnquiryDto> {
  unread: number;
}

export type SettingsDto = Required<SettingsInput>;

/** One event of the audit trail (the Audit screen). */
export interface AuditEventDto {
  id: number;
  /** ISO date-time. */
  at: string;
  /** The staff member's e-mail (or the address typed at a failed sign-in); null for the system. */
  who: string | null;
  ip: string | null;
  kind: AuditKind;
  /** The table of the item concerned ('products', 'admin_users', …). */
  entity: string | null;
  entityId: string | null;
  summary: string;
  /** For content: the fields that changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One saved state of a content item (its History). */
export interface VersionDto {
  id: number;
  /** 1 for the oldest kept. */
  number: number;
  /** ISO date-time. */
  at: string;
  /** Who saved it; null for how the item was before history began. */
  who: string | null;
  action: 'original' | 'create' | 'update' | 'restore' | 'delete';
  /** The fields this save changed (database names); empty for a creation. */
  changed: string[];
  /** The item as it was after this save (database names). */
  data: Record<string, unknown>;
}

export interface HistoryDto {
  title: string;
  /** Newest first. */
  versions: VersionDto[];
}

/** A deleted item waiting in the Trash. */
export interface TrashItemDto {
  kind: HistoryKind;
  id: number;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When it leaves the Trash for good. */
  keptUntil: string;
}

/** A background task that used up its tries (lib/tasks), as owners see it. */
export interface FailedTaskDto {
  id: string;
  /** The task's queue: 'mail', 'cdn-purge', 'scheduled-publishing', 'housekeeping'. */
  name: string;
  error: string;
  tries: number;
  failedAt: string;
}

export interface AuditPage extends Page<AuditEventDto> {
  /** Everyone the trail names (the person filter's choices). */
  people: string[];
}

/** A list's query: ?page=&q=… (and the filters of its own schema). */
type ListParams = Partial<ListQuery>;

/**
 * Every endpoint, one entry per path (a route file under app/api), with the methods it answers:
 *
 *   api.patch(endpoints.job(3), values)          // browser
 *   export const PATCH = adminRoute(… ok(endpoints.job(id).PATCH, row))   // route handler
 */
/** Visitors' speed on one page over the Site speed screen's period. */
export interface PageSpeedDto {
  page: PublicPage;
  views: number;
  /** 75th percentile of each vital (ms; CLS unitless); null without readings. */
  p75: Record<Vital, number | null>;
  /** How many readings each percentile rests on. */
  readings: Record<Vital, number>;
}

/** The Site speed screen: each page, slowest first, and the site's p75 LCP and INP per day. */
export interface SiteSpeedDto {
  days: number;
  /** The first day of the period (Dubai). */
  first: string;
  views: number;
  pages: PageSpeedDto[];
  daily: { day: string; LCP: number | null; INP: number | null }[];
}

export const endpoints = {
  enquiries: endpoint('v1/enquiries', { POST: call<EnquiryRequest, Received>() }),
  quoteRequests: endpoint('v1/quote-requests', { POST: call<QuoteRequestBody, RequestReceived>() }),
  /** A page view's speed, sent with navigator.sendBeacon (features/speed/validation.ts). */
  vitals: endpoint('v1/vitals', { POST: call<Beacon, void>() }),
  /** multipart/form-data: see applicationToFormData. */
  applications: endpoint('v1/applications', { POST: call<FormData, Received>() }),
  session: endpoint('v1/auth/session', { GET: call<void, SessionResponse>() }),
  login: endpoint('v1/auth/login', { POST: call<LoginInput, LoginResult>() }),
  /** The second step of a sign-in (its cookie comes from login): a code from the app or a recovery code. */
  loginSecondStep: endpoint('v1/auth/login/two-factor', {
    POST: call<SecondStepInput, { user: AdminUserDto }>(),
  }),
  logout: endpoint('v1/auth/logout', { POST: call<void, { ok: true }>() }),
  resetRequest: endpoint('v1/auth/password/request', { POST: call<ResetRequestInput, Message>() }),
  resetVerify: endpoint('v1/auth/password/verify', { POST: call<OtpInput, { resetToken: string }>() }),
  reset: endpoint('v1/auth/password/reset', { POST: call<PasswordResetInput, Message>() }),

  overview: endpoint('v1/admin/overview', { GET: call<void, AdminOverview>() }),
  banner: endpoint('v1/admin/banner', { GET: call<void, BannerDto>(), PUT: call<FormData, BannerDto>() }),
  news: endpoint('v1/admin/news', {
    GET: call<ListParams, Page<NewsDto>>(),
    POST: call<FormData, NewsDto>(),
  }),
  newsItem: (id: number) =>
    endpoint(`v1/admin/news/${id}`, { PATCH: call<FormData, NewsDto>(), DELETE: call<void, Deleted>() }),
  newsPublished: (id: number) =>
    endpoint(`v1/admin/news/${id}/published`, { PUT: call<PublishInput, NewsDto>() }),

  productCategories: endpoint('v1/admin/product-categories', {
    GET: call<void, ProductCategoryDto[]>(),
    POST: call<FormData, ProductCategoryDto>(),
  }),
  productCategoriesOrder: endpoint('v1/admin/product-categories/order', {
    PUT: call<ReorderInput, Reordered>(),
  }),
  productCategory: (id: number) =>
    endpoint(`v1/admin/product-categories/${id}`, {
      GET: call<void, ProductCategoryDto>(),
      PATCH: call<FormData, ProductCategoryDto>(),
      DELETE: call<void, Deleted>(),
    }),
  productCategoryProducts: (id: number) =>
    endpoint(`v1/admin/product-categories/${id}/products`, { GET: call<ListParams, Page<ProductDto>>() }),
  productCategoryProductsOrder: (id: number) =>
    endpoint(`v1/admin/product-categories/${id}/products/order`, { PUT: call<ReorderInput, Reordered>() }),
  /** Spec (section 7): the add sub-product Save posts here. Staff only, like everything under admin. */
  productCreate: endpoint('v1/product/create', { POST: call<FormData, ProductDto>() }),
  product: (id: number) =>
    endpoint(`v1/admin/products/${id}`, {
      PATCH: call<FormData, ProductDto>(),
      DELETE: call<void, Deleted>(),
    }),
  productPublished: (id: number) =>
    endpoint(`v1/admin/products/${id}/published`, { PUT: call<PublishInput, ProductDto>() }),
  productList: (kind: ProductListKind) =>
    endpoint(`v1/admin/product-lists/${kind}`, {
      GET: call<void, ProductTagDto[]>(),
      POST: call<ProductTagInput, ProductTagDto>(),
    }),
  productListItem: (kind: ProductListKind, id: number) =>
    endpoint(`v1/admin/product-lists/${kind}/${id}`, {
      PATCH: call<ProductTagInput, ProductTagDto>(),
      DELETE: call<void, Deleted>(),
    }),
  /** A product's documents; POST adds one (multipart: documentCreateSchema). */
  productDocuments: (productId: number) =>
    endpoint(`v1/admin/products/${productId}/documents`, {
      GET: call<void, ProductDocumentDto[]>(),
      POST: call<FormData, ProductDocumentDto>(),
    }),
  /** PATCH edits a document (a PDF sent replaces its file); DELETE removes it with its file. */
  productDocument: (productId: number, id: number) =>
    endpoint(`v1/admin/products/${productId}/documents/${id}`, {
      PATCH: call<FormData, ProductDocumentDto>(),
      DELETE: call<void, Deleted>(),
    }),
  /** A document's PDF, for staff, whether it is public or sent on request. */
  productDocumentFile: (productId: number, id: number) =>
    endpoint(`v1/admin/products/${productId}/documents/${id}/file`, { GET: call<void, Blob>() }),
  /**
   * A certification's certificate: POST (multipart: certificateSchema) puts a PDF there, replacing
   * the one before; DELETE removes it. Both answer the certification.
   */
  certificationCertificate: (kind: Extract<ProductListKind, 'certifications'>, id: number) =>
    endpoint(`v1/admin/product-lists/${kind}/${id}/certificate`, {
      POST: call<FormData, ProductTagDto>(),
      DELETE: call<void, ProductTagDto>(),
    }),
  /**
   * A product's document as a PDF download: a public one for anyone, one sent on request for its
   * signed link (the query); otherwise a page in the buyer's language says why not.
   */
  document: (id: number) => endpoint(`v1/documents/${id}`, { GET: call<DocumentLinkQuery, Blob>() }),
  /** A buyer asks for a document sent on request: stored as an enquiry of kind 'document', the link mailed. */
  documentRequest: (id: number) =>
    endpoint(`v1/documents/${id}/request`, { POST: call<DocumentRequestBody, Received>() }),
  /** A certification's certificate as a PDF download (the product pages link to it). */
  certificate: (id: number) => endpoint(`v1/certifications/${id}/certificate`, { GET: call<void, Blob>() }),

  services: endpoint('v1/admin/services', {
    GET: call<void, ServiceDto[]>(),
    POST: call<FormData, ServiceDto>(),
  }),
  service: (id: number) =>
    endpoint(`v1/admin/services/${id}`, {
      PATCH: call<FormData, ServiceDto>(),
      DELETE: call<void, Deleted>(),
    }),
  servicePublished: (id: number) =>
    endpoint(`v1/admin/services/${id}/published`, { PUT: call<PublishInput, ServiceDto>() }),

  blogCategories: endpoint('v1/admin/blog-categories', {
    GET: call<void, BlogCategoryDto[]>(),
    POST: call<FormData, BlogCategoryDto>(),
  }),
  blogCategoriesOrder: endpoint('v1/admin/blog-categories/order', { PUT: call<ReorderInput, Reordered>() }),
  blogCategory: (id: number) =>
    endpoint(`v1/admin/blog-categories/${id}`, {
      GET: call<void, BlogCategoryDto>(),
      PATCH: call<FormData, BlogCategoryDto>(),
      DELETE: call<void, Deleted>(),
    }),
  blogCategoryPosts: (id: number) =>
    endpoint(`v1/admin/blog-categories/${id}/posts`, {
      GET: call<ListParams, Page<BlogPostDto>>(),
      POST: call<FormData, BlogPostDto>(),
    }),
  blogPost: (id: number) =>
    endpoint(`v1/admin/blog-posts/${id}`, {
      PATCH: call<FormData, BlogPostDto>(),
      DELETE: call<void, Deleted>(),
    }),
  blogPostPublished: (id: number) =>
    endpoint(`v1/admin/blog-posts/${id}/published`, { PUT: call<PublishInput, BlogPostDto>() }),

  jobs: endpoint('v1/admin/jobs', { GET: call<void, JobDto[]>(), POST: call<JobInput, JobDto>() }),
  job: (id: number) =>
    endpoint(`v1/admin/jobs/${id}`, { PATCH: call<JobInput, JobDto>(), DELETE: call<void, Deleted>() }),
  jobPublished: (id: number) =>
    endpoint(`v1/admin/jobs/${id}/published`, { PUT: call<PublishInput, JobDto>() }),
  adminApplications: endpoint('v1/admin/applications', {
    GET: call<Partial<ApplicationsQuery>, ApplicationsPage>(),
  }),
  /** CSV of the applications the list query selects (every page). */
  adminApplicationsCsv: endpoint('v1/admin/applications/export', {
    GET: call<Partial<ApplicationsQuery>, Blob>(),
  }),
  /** The résumé file (Content-Disposition names it '{First Last}_Resume.{ext}'). */
  applicationResume: (id: number) =>
    endpoint(`v1/admin/applications/${id}/resume`, { GET: call<void, Blob>() }),
  adminEnquiries: endpoint('v1/admin/enquiries', { GET: call<Partial<EnquiriesQuery>, EnquiriesPage>() }),
  adminEnquiriesCsv: endpoint('v1/admin/enquiries/export', { GET: call<Partial<EnquiriesQuery>, Blob>() }),
  enquiryRead: (id: number) =>
    endpoint(`v1/admin/enquiries/${id}/read`, { PUT: call<ReadInput, EnquiryDto>() }),
  /** A quote or sample request's status and note. */
  enquiryStatus: (id: number) =>
    endpoint(`v1/admin/enquiries/${id}/status`, { PUT: call<RequestStatusInput, EnquiryDto>() }),
  /** The signed-in person's own sessions (every role); DELETE ends all but this browser's. */
  mySessions: endpoint('v1/admin/account/sessions', {
    GET: call<void, SessionDto[]>(),
    DELETE: call<void, { ended: number }>(),
  }),
  mySession: (handle: string) =>
    endpoint(`v1/admin/account/sessions/${handle}`, { DELETE: call<void, Deleted>() }),
  /**
   * The signed-in person's two-step verification (every role): GET its state, POST starts an
   * enrolment (the secret and its QR code), PUT confirms it with a first code (the recovery codes).
   */
  myTwoFactor: endpoint('v1/admin/account/two-factor', {
    GET: call<void, TwoFactorStatusDto>(),
    POST: call<void, TwoFactorEnrolmentDto>(),
    PUT: call<TwoFactorConfirmInput, RecoveryCodesDto>(),
  }),
  /** Turns it off, with the password or a code from the app. */
  myTwoFactorOff: endpoint('v1/admin/account/two-factor/off', {
    POST: call<TwoFactorOffInput, TwoFactorStatusDto>(),
  }),
  accounts: endpoint('v1/admin/accounts', {
    GET: call<void, AccountsDto>(),
    /** Invites an address: a one-time link (48 hours) to set a password, which creates the account. */
    POST: call<InviteInput, InvitationDto>(),
  }),
  account: (id: number) =>
    endpoint(`v1/admin/accounts/${id}`, { PATCH: call<AccountChangeInput, AccountDto>() }),
  /** Ends the account's sessions, voids its password and mails it a link to set a new one. */
  accountReset: (id: number) =>
    endpoint(`v1/admin/accounts/${id}/reset`, { POST: call<void, { message: string }>() }),
  invitation: (id: number) =>
    endpoint(`v1/admin/accounts/invitations/${id}`, { DELETE: call<void, Deleted>() }),
  /** An item's versions, newest first. */
  history: (kind: HistoryKind, id: number) =>
    endpoint(`v1/admin/history/${kind}/${id}`, { GET: call<void, HistoryDto>() }),
  /** Puts a version back (its texts and pictures); the restore is a new version. */
  versionRestore: (kind: HistoryKind, id: number, version: number) =>
    endpoint(`v1/admin/history/${kind}/${id}/${version}/restore`, { POST: call<void, { restored: true }>() }),
  /**
   * "Discard draft": an item's pending changes (and a published item's schedule) go. Saving a
   * draft is the item's own save with `asDraft: '1'` (features/history/drafts.ts).
   */
  draft: (kind: PreviewKind, id: number) =>
    endpoint(`v1/admin/drafts/${kind}/${id}`, { DELETE: call<void, { discarded: true }>() }),
  /**
   * Opens an item's public page as it will look with its draft (Next's draft mode, staff only):
   * answers with a redirect to the page in `locale`.
   */
  preview: (kind: PreviewKind, id: number) =>
    endpoint(`v1/admin/preview/${kind}/${id}`, { GET: call<{ locale?: Locale }, void>() }),
  /** Leaves preview (ends draft mode) and goes back to the public page `to`. */
  previewExit: endpoint('v1/preview/exit', { GET: call<{ to?: string }, void>() }),
  /** Deleted items of the last 30 days that the role may restore. */
  trash: endpoint('v1/admin/trash', { GET: call<void, TrashItemDto[]>() }),
  failedTasks: endpoint('v1/admin/tasks', { GET: call<void, FailedTaskDto[]>() }),
  taskRetry: (name: string, id: string) =>
    endpoint(`v1/admin/tasks/${encodeURIComponent(name)}/${encodeURIComponent(id)}/retry`, {
      POST: call<void, { retried: true }>(),
    }),
  trashRestore: (kind: HistoryKind, id: number) =>
    endpoint(`v1/admin/trash/${kind}/${id}/restore`, { POST: call<void, { restored: true }>() }),
  audit: endpoint('v1/admin/audit', { GET: call<Partial<AuditQuery>, AuditPage>() }),
  siteSpeed: endpoint('v1/admin/speed', { GET: call<Partial<SiteSpeedQuery>, SiteSpeedDto>() }),
  /** CSV of the events the audit query selects (every page). */
  auditCsv: endpoint('v1/admin/audit/export', { GET: call<Partial<AuditQuery>, Blob>() }),
  /** Whether every account must use two-step verification (an Owner who uses it may say so). */
  twoFactorPolicy: endpoint('v1/admin/accounts/two-factor', {
    PUT: call<TwoFactorPolicyInput, { requireTwoFactor: boolean }>(),
  }),
  settings: endpoint('v1/admin/settings', {
    GET: call<void, SettingsDto>(),
    PUT: call<SettingsInput, SettingsDto>(),
  }),
} as const;
