/**
 * Every /api/v1 endpoint: its path, the methods it answers and the shapes each takes and answers,
 * shared by the route handlers (lib/http `ok(endpoints.x.POST, data)`) and the browser client
 * (`api.post(endpoints.x, body)`): a renamed or removed field or method breaks the build on both
 * sides, not a screen at run time. The route files and this list are compared by a test. The
 * public pages' endpoints are in ./publicContract.ts (spread in here), so their scripts carry only those.
 */
import type { AdminUserDto, SessionDto, TwoFactorStatusDto } from '../auth/dto';
import type { AccountChangeInput, InviteInput, TwoFactorPolicyInput } from '@/features/accounts/validation';
import type { AuditQuery } from '@/features/audit/validation';
import type {
  HostInput,
  NotFoundQuery,
  RedirectInput,
  RedirectsQuery,
} from '@/features/redirects/adminValidation';
import type {
  NotFoundPage,
  RedirectHostDto,
  RedirectImportResult,
  RedirectSaved,
  RedirectsPage,
} from '@/features/redirects/dto';
import type { ProductListKind } from '../routing/contentKinds';
import type { HistoryKind, PreviewKind } from '@/lib/data/collections';
import type { Locale } from '../i18n/locales';
import type { Readiness } from '../ops/readiness';
import type { Page } from './shared';

export type * from './shared';
export * from './endpoint';
export type * from './publicContract';
import { call, endpoint } from './endpoint';
import { publicEndpoints } from './publicContract';
import type {
  LoginInput,
  OtpInput,
  PasswordResetInput,
  ResetRequestInput,
} from '@/features/accounts/signInValidation';
import type { PublishInput, ReorderInput } from '../validation/content';
import type { ProductTagInput } from '@/features/products/validation';
import type {
  SecondStepInput,
  TwoFactorConfirmInput,
  TwoFactorOffInput,
} from '@/features/accounts/twoFactorValidation';
import type { ListQuery } from '../validation/lists';
import type { SiteSpeedQuery } from '@/features/speed/validation';
import type { ApplicationsQuery, JobInput } from '@/features/careers/adminValidation';
import type { EnquiriesQuery, ReadInput } from '@/features/enquiries/adminValidation';
import type { SettingsInput } from '@/features/settings/adminValidation';
import type { WebhookEndpointInput } from '@/features/webhooks/adminValidation';
import type { ErasureInput, PersonalDataLookup, RetentionInput } from '@/features/privacy/adminValidation';
import type { ErasureDto, ExportLinkDto, PersonalDataDto, RetentionDto } from '@/features/privacy/dto';

import type {
  AccountDto,
  AccountsDto,
  InvitationDto,
  LoginResult,
  RecoveryCodesDto,
  SessionResponse,
  TwoFactorEnrolmentDto,
} from '@/features/accounts/dto';
import type { AuditPage } from '@/features/audit/dto';
import type { BlogCategoryDto, BlogPostDto } from '@/features/blog/dto';
import type { ApplicationsPage, JobDto } from '@/features/careers/dto';
import type {
  DownloadedDocumentDto,
  ExpiringCertificateDto,
  ProductDocumentDto,
} from '@/features/documents/dto';
import type { EnquiriesPage, EnquiryDto } from '@/features/enquiries/dto';
import type { RequestsBySourceDto, RequestsPerWeekDto } from '@/features/enquiries/dto';
import type { HistoryDto, TrashItemDto } from '@/features/history/dto';
import type { BannerDto, NewsDto } from '@/features/news/dto';
import type { ProductCategoryDto, ProductDto, ProductTagDto } from '@/features/products/dto';
import type { TranslationItemDto, TranslationsDto } from '@/features/translations/dto';
import type { ConfirmTranslationInput, TranslationsQuery } from '@/features/translations/adminValidation';
import type { ServiceDto } from '@/features/services/dto';
import type { EventDto } from '@/features/events/dto';
import type { BackupsDto, SettingsDto } from '@/features/settings/dto';
import type { SiteSpeedDto } from '@/features/speed/dto';
import type {
  WebhookAttemptsPage,
  WebhookEndpointDto,
  WebhookSecretDto,
  WebhookTestDto,
} from '@/features/webhooks/dto';

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
  /** Quote and sample requests staff have not answered yet, and how many have waited past the response target. */
  awaitingAnswer: number;
  awaitingPastTarget: number;
  /** Items with missing or outdated Arabic, of the kinds the signed-in role may translate. */
  translations: number;
  /** When the newest scheduled backup ran, if it failed (Owners only; null otherwise). */
  failedBackupAt: string | null;
}

export interface Message {
  message: string;
}

export interface Deleted {
  deleted: true;
}

export interface Reordered {
  ids: number[];
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

/** A list's query: ?page=&q=… (and the filters of its own schema). */
type ListParams = Partial<ListQuery>;

/** GET /api/ready's answer (200 or 503): lib/ops/readiness.ts. */
export interface ReadinessDto {
  status: 'ready' | 'unavailable';
  failed: (keyof Readiness['parts'])[];
  parts: Readiness['parts'];
}

/**
 * The endpoints of a collection edited in one dialog and published item by item (services,
 * events; components/admin/common/CollectionScreen.tsx takes them as they are): its list (GET;
 * POST multipart), an item (PATCH multipart; DELETE) and its Publish.
 */
function collectionEndpoints<Dto>(path: string) {
  return {
    list: endpoint(path, { GET: call<void, Dto[]>(), POST: call<FormData, Dto>() }),
    item: (id: number) =>
      endpoint(`${path}/${id}`, { PATCH: call<FormData, Dto>(), DELETE: call<void, Deleted>() }),
    published: (id: number) => endpoint(`${path}/${id}/published`, { PUT: call<PublishInput, Dto>() }),
  };
}

/**
 * Every endpoint, one entry per path (a route file under app/api), with the methods it answers:
 *
 *   api.patch(endpoints.job(3), values)          // browser
 *   export const PATCH = adminRoute(… ok(endpoints.job(id).PATCH, row))   // route handler
 */
export const endpoints = {
  ...publicEndpoints,
  /** For the operator's probes and scrapers (README, "Health and readiness", "Metrics"), not the browser. */
  health: endpoint('health', { GET: call<void, { status: 'ok' }>() }),
  ready: endpoint('ready', { GET: call<{ all?: '1' }, ReadinessDto>() }),
  metrics: endpoint('metrics', { GET: call<void, string>() }),
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
  /** Certificates expiring within 30 days or expired (the Dashboard, Owners and Sales). */
  expiringCertificates: endpoint('v1/admin/documents/expiring', {
    GET: call<void, ExpiringCertificateDto[]>(),
  }),
  /** The documents downloaded most, with their counts (the Dashboard, Owners and Sales). */
  downloadedDocuments: endpoint('v1/admin/documents/downloads', {
    GET: call<void, DownloadedDocumentDto[]>(),
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
  services: collectionEndpoints<ServiceDto>('v1/admin/services'),
  events: collectionEndpoints<EventDto>('v1/admin/events'),

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
  /** Quote, sample and document requests per week, by kind and by destination (the Dashboard's chart). */
  requestsPerWeek: endpoint('v1/admin/enquiries/weekly', { GET: call<void, RequestsPerWeekDto>() }),
  /** Every kind of request of the last 90 days by where its visit came from (the Dashboard's). */
  requestsBySource: endpoint('v1/admin/enquiries/sources', { GET: call<void, RequestsBySourceDto>() }),
  enquiryRead: (id: number) =>
    endpoint(`v1/admin/enquiries/${id}/read`, { PUT: call<ReadInput, EnquiryDto>() }),
  /** A quote or sample request's status and note. */
  enquiryStatus: (id: number) =>
    endpoint(`v1/admin/enquiries/${id}/status`, { PUT: call<FormData, EnquiryDto>() }),
  /** A file staff sent with a reply to a request. */
  enquiryFile: (id: number, stepId: number) =>
    endpoint(`v1/admin/enquiries/${id}/files/${stepId}`, { GET: call<void, Blob>() }),
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
  /** Items with missing or outdated Arabic, of the kinds the signed-in role may use. */
  translations: endpoint('v1/admin/translations', {
    GET: call<Partial<TranslationsQuery>, TranslationsDto>(),
  }),
  /** "Arabic still right": the item as the list now shows it (null: nothing left to translate). */
  translationsConfirm: endpoint('v1/admin/translations/confirm', {
    POST: call<ConfirmTranslationInput, { item: TranslationItemDto | null }>(),
  }),
  failedTasks: endpoint('v1/admin/tasks', { GET: call<void, FailedTaskDto[]>() }),
  backups: endpoint('v1/admin/backups', { GET: call<void, BackupsDto>() }),
  taskRetry: (name: string, id: string) =>
    endpoint(`v1/admin/tasks/${encodeURIComponent(name)}/${encodeURIComponent(id)}/retry`, {
      POST: call<void, { retried: true }>(),
    }),
  trashRestore: (kind: HistoryKind, id: number) =>
    endpoint(`v1/admin/trash/${kind}/${id}/restore`, { POST: call<void, { restored: true }>() }),
  audit: endpoint('v1/admin/audit', { GET: call<Partial<AuditQuery>, AuditPage>() }),
  siteSpeed: endpoint('v1/admin/speed', { GET: call<Partial<SiteSpeedQuery>, SiteSpeedDto>() }),
  redirects: endpoint('v1/admin/redirects', {
    GET: call<Partial<RedirectsQuery>, RedirectsPage>(),
    POST: call<RedirectInput, RedirectSaved>(),
  }),
  redirect: (id: number) =>
    endpoint(`v1/admin/redirects/${id}`, {
      PATCH: call<RedirectInput, RedirectSaved>(),
      DELETE: call<void, Deleted>(),
    }),
  /** CSV of the redirects the search selects (every page). */
  redirectsCsv: endpoint('v1/admin/redirects/export', { GET: call<Partial<RedirectsQuery>, Blob>() }),
  /** A CSV file's redirects, each line saved or refused on its own. */
  redirectsImport: endpoint('v1/admin/redirects/import', {
    POST: call<{ csv: string }, RedirectImportResult>(),
  }),
  /** Hosts off the site redirects may go to: listed for staff of content, changed by an Owner. */
  redirectHosts: endpoint('v1/admin/redirects/hosts', {
    GET: call<void, RedirectHostDto[]>(),
    POST: call<HostInput, RedirectHostDto>(),
  }),
  redirectHost: (id: number) => endpoint(`v1/admin/redirects/hosts/${id}`, { DELETE: call<void, Deleted>() }),
  /** The 404 log: paths visitors did not find, newest or most visited first. */
  notFoundLog: endpoint('v1/admin/not-found', { GET: call<Partial<NotFoundQuery>, NotFoundPage>() }),
  /**
   * Everything held about the person with this e-mail address, of the kinds the role may see; the
   * address is POSTed, so that it stays out of addresses and access logs.
   */
  personalData: endpoint('v1/admin/personal-data', { POST: call<PersonalDataLookup, PersonalDataDto>() }),
  /** The same as one ZIP: a JSON file per kind, their files and a README in their language. */
  personalDataExport: endpoint('v1/admin/personal-data/export', { POST: call<PersonalDataLookup, Blob>() }),
  /** The same ZIP, as a link mailed to them that works for 7 days (features/privacy/exportLinks.ts). */
  personalDataExportLink: endpoint('v1/admin/personal-data/export-link', {
    POST: call<PersonalDataLookup, ExportLinkDto>(),
  }),
  /** Erases or anonymises it all (an Owner's), the address typed twice. */
  personalDataErasure: endpoint('v1/admin/personal-data/erasure', { POST: call<ErasureInput, ErasureDto>() }),
  /** How long people's details are kept: the two periods an Owner sets, and the clean-up's own. */
  personalDataRetention: endpoint('v1/admin/personal-data/retention', {
    GET: call<void, RetentionDto>(),
    PUT: call<RetentionInput, RetentionDto>(),
  }),
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
  /** The Webhooks screen (Owners): the endpoints; a new one answers its secret, once. */
  webhooks: endpoint('v1/admin/webhooks', {
    GET: call<void, WebhookEndpointDto[]>(),
    POST: call<WebhookEndpointInput, WebhookSecretDto>(),
  }),
  webhook: (id: number) =>
    endpoint(`v1/admin/webhooks/${id}`, {
      PUT: call<WebhookEndpointInput, WebhookEndpointDto>(),
      DELETE: call<void, Deleted>(),
    }),
  /** "Roll secret": a new one at once, answered once. */
  webhookSecret: (id: number) =>
    endpoint(`v1/admin/webhooks/${id}/secret`, { POST: call<void, WebhookSecretDto>() }),
  webhookResume: (id: number) =>
    endpoint(`v1/admin/webhooks/${id}/resume`, { POST: call<void, WebhookEndpointDto>() }),
  webhookAttempts: (id: number) =>
    endpoint(`v1/admin/webhooks/${id}/attempts`, { GET: call<Partial<ListQuery>, WebhookAttemptsPage>() }),
  webhookReplay: (id: number, deliveryId: number) =>
    endpoint(`v1/admin/webhooks/${id}/deliveries/${deliveryId}/replay`, {
      POST: call<void, { replayed: true }>(),
    }),
  /** "Send a test event": the test event queued for the endpoint alone (409 when it is paused). */
  webhookTest: (id: number) =>
    endpoint(`v1/admin/webhooks/${id}/test`, { POST: call<void, WebhookTestDto>() }),
} as const;
