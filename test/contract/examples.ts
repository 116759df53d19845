/**
 * A valid request for every endpoint that takes a body or names a row in its path: the base the
 * contract's fuzz test (test/contract/fuzz.ts) changes one field at a time, so that each wrong
 * value reaches what lies behind the schema (the database, the storage) and not only the first
 * field's refusal. Each is checked against its endpoint's declaration before it is used; an
 * endpoint with a body, or rows in its path, and no example here fails the test.
 *
 * Ids come from the test's fixtures: the smallest id of each table once the examples that create
 * rows have run (Fixtures).
 */
import { APPLICANT } from '@/test/publicForm';
import { EVENT_FIELDS } from '@/test/contentForms';

/** A file the request carries, made by the test: a small PNG picture, a PDF, a DOCX résumé. */
export interface FileMark {
  $file: 'png' | 'pdf';
}
const png: FileMark = { $file: 'png' };
const pdf: FileMark = { $file: 'pdf' };

/** The rows the examples name: table → its smallest id (and a few keys that are not ids). */
export interface Fixtures {
  id: (table: string) => number;
  /** Every id of `table`, in order (a reorder names them all). */
  ids: (table: string) => number[];
  /** The products of the first product category, in their order. */
  categoryProducts: number[];
  /** Another account than the signed-in Owner's. */
  otherAccount: number;
  /** A session handle of the signed-in Owner, not the one the test's requests use. */
  otherSessionHandle: string;
  /** A version of the first job, and a deleted blog post in the Trash. */
  jobVersion: number;
  trashedPost: number;
  /** A timeline step with a file, and its request. */
  stepWithFile: { enquiryId: number; stepId: number };
  /** The buyer's own request and list. */
  buyerRequest: number;
  buyerList: number;
  /** A failed task's queue and id. */
  failedTask: { name: string; id: string };
  /** A public upload's key, and a share crop of it the server signed. */
  uploadKey: string;
  shareCrop: string;
  /** A link's token, a document's signed link and a reset token (none valid any more: that is the point). */
  linkToken: string;
}

export interface Example {
  params?: (f: Fixtures) => Record<string, string>;
  query?: Record<string, string>;
  body?: (f: Fixtures) => Record<string, unknown>;
}

const job = {
  title: 'Quality Control Analyst',
  experience: '3+ years',
  qualification: 'B.Sc. Chemistry',
  location: 'Dubai, UAE',
  description: 'Tests incoming botanicals.\nKeeps the lab records.',
  titleAr: '',
  publishAt: '',
  closeAt: '',
};
const contentSchedule = { asDraft: '', publishAt: '', unpublishAt: '' };
const news = {
  title: 'Kinglife at the fair',
  caption: 'Meet us at hall 4.',
  description: 'We show our new essential oils.\nCome and see us.',
  date: '2026-11-20',
  imageDecorative: 'true',
  ...contentSchedule,
};
const post = {
  title: 'How CO2 extraction works',
  teaser: 'A short guide to supercritical extraction.',
  body: '## Pressure\nCO2 above 74 bar is a solvent.',
  publishedAt: '2026-11-20',
  imageDecorative: 'true',
  ...contentSchedule,
};
const service = {
  name: 'Private labelling',
  description: 'Your label on our oils.\nFrom 200 bottles.',
  imageDecorative: 'true',
  ...contentSchedule,
};
const event = { ...EVENT_FIELDS, imageDecorative: 'true', ...contentSchedule };
const productFields = (f: Fixtures) => ({
  subproductname: 'Fuzzed Saffron Extract',
  subproductdescription: 'Extracted from the stigmas.\nStandardised to 2% safranal.',
  category: String(f.id('product_categories')),
  subproductimageDecorative: 'true',
  moqQuantity: '25',
  moqUnit: 'kg',
  applicationIds: String(f.id('product_applications')),
  ...contentSchedule,
});
const redirect = {
  source: '/old-saffron-page',
  targetKind: '',
  target: '/productPage',
  targetId: '',
  status: '308',
  note: 'Moved in the 2026 rebuild',
};
const webhook = {
  url: 'https://hooks.example.com/kinglife',
  description: 'CRM',
  events: ['quote.created', 'enquiry.created'],
  allowPrivate: false,
};
const document = {
  type: 'sds',
  language: 'en',
  version: '2',
  revisionDate: '2025-12-10',
  validUntil: '',
  lot: '',
  access: 'public',
};
const id = (table: string) => (f: Fixtures) => ({ id: String(f.id(table)) });

export const EXAMPLES: Record<string, Example> = {
  // ── Staff ──────────────────────────────────────────────────────────────────────────────────
  'DELETE /api/v1/admin/account/sessions/[handle]': { params: (f) => ({ handle: f.otherSessionHandle }) },
  'POST /api/v1/admin/account/two-factor/off': { body: () => ({ proof: '123456' }) },
  'PUT /api/v1/admin/account/two-factor': { body: () => ({ code: '123456' }) },
  'POST /api/v1/admin/accounts/[id]/reset': { params: (f) => ({ id: String(f.otherAccount) }) },
  'PATCH /api/v1/admin/accounts/[id]': {
    params: (f) => ({ id: String(f.otherAccount) }),
    body: () => ({ role: 'editor' }),
  },
  'DELETE /api/v1/admin/accounts/invitations/[id]': { params: id('account_links') },
  'POST /api/v1/admin/accounts': { body: () => ({ email: 'new.editor@fuzz.example', role: 'editor' }) },
  'PUT /api/v1/admin/accounts/two-factor': { body: () => ({ required: false }) },
  'GET /api/v1/admin/applications/[id]/resume': { params: id('applications') },
  'PUT /api/v1/admin/banner': { body: () => ({ image: png, imageDecorative: 'true' }) },
  'GET /api/v1/admin/blog-categories/[id]/posts': { params: id('blog_categories') },
  'POST /api/v1/admin/blog-categories/[id]/posts': {
    params: id('blog_categories'),
    body: () => ({ ...post, image: png }),
  },
  'GET /api/v1/admin/blog-categories/[id]': { params: id('blog_categories') },
  'PATCH /api/v1/admin/blog-categories/[id]': {
    params: id('blog_categories'),
    body: () => ({ name: 'Extraction', nameAr: 'الاستخلاص', imageDecorative: 'true' }),
  },
  'DELETE /api/v1/admin/blog-categories/[id]': { params: id('blog_categories') },
  'PUT /api/v1/admin/blog-categories/order': { body: (f) => ({ ids: f.ids('blog_categories') }) },
  'POST /api/v1/admin/blog-categories': {
    body: () => ({ name: 'Regulation', image: png, imageDecorative: 'true' }),
  },
  'PUT /api/v1/admin/blog-posts/[id]/published': {
    params: id('blog_posts'),
    body: () => ({ published: true }),
  },
  'PATCH /api/v1/admin/blog-posts/[id]': { params: id('blog_posts'), body: () => post },
  'DELETE /api/v1/admin/blog-posts/[id]': { params: id('blog_posts') },
  'DELETE /api/v1/admin/drafts/[kind]/[id]': { params: (f) => ({ kind: 'jobs', id: String(f.id('jobs')) }) },
  'GET /api/v1/admin/enquiries/[id]/files/[stepId]': {
    params: (f) => ({
      id: String(f.stepWithFile.enquiryId),
      stepId: String(f.stepWithFile.stepId),
    }),
  },
  'PUT /api/v1/admin/enquiries/[id]/read': { params: id('enquiries'), body: () => ({ read: true }) },
  'PUT /api/v1/admin/enquiries/[id]/status': {
    params: (f) => ({ id: String(f.stepWithFile.enquiryId) }),
    body: () => ({
      status: 'shipped',
      note: 'Sent by courier',
      reply: 'Your sample is on its way.\nThank you.',
      carrier: 'dhl',
      tracking: 'JD014600006281',
      file: pdf,
    }),
  },
  'POST /api/v1/admin/history/[kind]/[id]/[version]/restore': {
    params: (f) => ({ kind: 'jobs', id: String(f.id('jobs')), version: String(f.jobVersion) }),
  },
  'GET /api/v1/admin/history/[kind]/[id]': { params: (f) => ({ kind: 'jobs', id: String(f.id('jobs')) }) },
  'PUT /api/v1/admin/jobs/[id]/published': { params: id('jobs'), body: () => ({ published: true }) },
  'PATCH /api/v1/admin/jobs/[id]': { params: id('jobs'), body: () => job },
  'DELETE /api/v1/admin/jobs/[id]': { params: id('jobs') },
  'POST /api/v1/admin/jobs': { body: () => job },
  'PUT /api/v1/admin/news/[id]/published': { params: id('news'), body: () => ({ published: true }) },
  'PATCH /api/v1/admin/news/[id]': { params: id('news'), body: () => news },
  'DELETE /api/v1/admin/news/[id]': { params: id('news') },
  'POST /api/v1/admin/news': { body: () => ({ ...news, image: png }) },
  'GET /api/v1/admin/preview/[kind]/[id]': {
    params: (f) => ({ kind: 'products', id: String(f.id('products')) }),
    query: { locale: 'ar' },
  },
  'PUT /api/v1/admin/product-categories/[id]/products/order': {
    params: id('product_categories'),
    body: (f) => ({ ids: f.categoryProducts }),
  },
  'GET /api/v1/admin/product-categories/[id]/products': { params: id('product_categories') },
  'GET /api/v1/admin/product-categories/[id]': { params: id('product_categories') },
  'PATCH /api/v1/admin/product-categories/[id]': {
    params: id('product_categories'),
    body: () => ({
      name: 'Oleoresins',
      blurb: 'Concentrated spice extracts.\nFor food.',
      imageDecorative: 'true',
    }),
  },
  'DELETE /api/v1/admin/product-categories/[id]': { params: id('product_categories') },
  'PUT /api/v1/admin/product-categories/order': { body: (f) => ({ ids: f.ids('product_categories') }) },
  'POST /api/v1/admin/product-categories': {
    body: () => ({ name: 'Absolutes', blurb: '', image: png, imageDecorative: 'true' }),
  },
  'POST /api/v1/admin/product-lists/[kind]/[id]/certificate': {
    params: (f) => ({ kind: 'certifications', id: String(f.id('product_certifications')) }),
    body: () => ({ file: pdf }),
  },
  'DELETE /api/v1/admin/product-lists/[kind]/[id]/certificate': {
    params: (f) => ({ kind: 'certifications', id: String(f.id('product_certifications')) }),
  },
  'PATCH /api/v1/admin/product-lists/[kind]/[id]': {
    params: (f) => ({ kind: 'applications', id: String(f.id('product_applications')) }),
    body: () => ({ name: 'Bakery', nameAr: 'المخبوزات' }),
  },
  'DELETE /api/v1/admin/product-lists/[kind]/[id]': {
    params: (f) => ({ kind: 'applications', id: String(f.id('product_applications')) }),
  },
  'GET /api/v1/admin/product-lists/[kind]': { params: () => ({ kind: 'certifications' }) },
  'POST /api/v1/admin/product-lists/[kind]': {
    params: () => ({ kind: 'applications' }),
    body: () => ({ name: 'Pet food', nameAr: '' }),
  },
  'GET /api/v1/admin/products/[id]/documents/[documentId]/file': {
    params: (f) => ({ id: String(f.id('products')), documentId: String(f.id('product_documents')) }),
  },
  'PATCH /api/v1/admin/products/[id]/documents/[documentId]': {
    params: (f) => ({ id: String(f.id('products')), documentId: String(f.id('product_documents')) }),
    body: () => document,
  },
  'DELETE /api/v1/admin/products/[id]/documents/[documentId]': {
    params: (f) => ({ id: String(f.id('products')), documentId: String(f.id('product_documents')) }),
  },
  'GET /api/v1/admin/products/[id]/documents': { params: id('products') },
  'POST /api/v1/admin/products/[id]/documents': {
    params: id('products'),
    body: () => ({ ...document, file: pdf }),
  },
  'PUT /api/v1/admin/products/[id]/published': { params: id('products'), body: () => ({ published: true }) },
  'PATCH /api/v1/admin/products/[id]': { params: id('products'), body: productFields },
  'DELETE /api/v1/admin/products/[id]': { params: id('products') },
  'POST /api/v1/product/create': { body: (f) => ({ ...productFields(f), subproductimage: png }) },
  'PATCH /api/v1/admin/redirects/[id]': { params: id('redirects'), body: () => redirect },
  'DELETE /api/v1/admin/redirects/[id]': { params: id('redirects') },
  'DELETE /api/v1/admin/redirects/hosts/[id]': { params: id('redirect_hosts') },
  'POST /api/v1/admin/redirects/hosts': { body: () => ({ name: 'partner.example.com' }) },
  'POST /api/v1/admin/redirects/import': {
    body: () => ({ csv: 'source,target,status,note\n/old-csv-page,/about,308,from the old site\n' }),
  },
  'POST /api/v1/admin/personal-data': { body: () => ({ email: APPLICANT.email }) },
  'POST /api/v1/admin/personal-data/export': { body: () => ({ email: APPLICANT.email }) },
  'POST /api/v1/admin/personal-data/export-link': { body: () => ({ email: APPLICANT.email }) },
  'PUT /api/v1/admin/personal-data/retention': {
    body: () => ({ requestRetentionMonths: 84, applicationRetentionMonths: 24 }),
  },
  'POST /api/v1/admin/personal-data/erasure': {
    body: () => ({ email: 'nobody@example.com', confirm: 'nobody@example.com' }),
  },
  'POST /api/v1/admin/redirects': { body: () => ({ ...redirect, source: '/old-pepper-page' }) },
  'PUT /api/v1/admin/events/[id]/published': { params: id('events'), body: () => ({ published: true }) },
  'PATCH /api/v1/admin/events/[id]': { params: id('events'), body: () => event },
  'DELETE /api/v1/admin/events/[id]': { params: id('events') },
  'POST /api/v1/admin/events': { body: () => ({ ...event, image: png }) },
  'PUT /api/v1/admin/services/[id]/published': { params: id('services'), body: () => ({ published: true }) },
  'PATCH /api/v1/admin/services/[id]': { params: id('services'), body: () => service },
  'DELETE /api/v1/admin/services/[id]': { params: id('services') },
  'POST /api/v1/admin/services': { body: () => ({ ...service, image: png }) },
  'PUT /api/v1/admin/settings': {
    body: () => ({
      enquiryEmail: 'sales@kinglifellc.com',
      facebookUrl: 'https://www.facebook.com/kinglife',
      instagramUrl: '',
      twitterUrl: '',
      linkedinUrl: 'https://www.linkedin.com/company/kinglife',
      whatsappNumber: '+971 50 123 4567',
      vitalsSamplePercent: 50,
      auditRetentionDays: 365,
      responseTargetHours: 48,
      publishNeedsArabic: false,
    }),
  },
  'POST /api/v1/admin/tasks/[name]/[id]/retry': {
    params: (f) => ({ name: f.failedTask.name, id: f.failedTask.id }),
  },
  'POST /api/v1/admin/translations/confirm': {
    body: (f) => ({ kind: 'products', id: f.id('products') }),
  },
  'POST /api/v1/admin/trash/[kind]/[id]/restore': {
    params: (f) => ({ kind: 'blog-posts', id: String(f.trashedPost) }),
  },
  'GET /api/v1/admin/webhooks/[id]/attempts': { params: id('webhook_endpoints') },
  'POST /api/v1/admin/webhooks/[id]/deliveries/[deliveryId]/replay': {
    params: (f) => ({
      id: String(f.id('webhook_endpoints')),
      deliveryId: String(f.id('webhook_deliveries')),
    }),
  },
  'POST /api/v1/admin/webhooks/[id]/resume': { params: id('webhook_endpoints') },
  'PUT /api/v1/admin/webhooks/[id]': { params: id('webhook_endpoints'), body: () => webhook },
  'DELETE /api/v1/admin/webhooks/[id]': { params: id('webhook_endpoints') },
  'POST /api/v1/admin/webhooks/[id]/secret': { params: id('webhook_endpoints') },
  'POST /api/v1/admin/webhooks/[id]/test': { params: id('webhook_endpoints') },
  'POST /api/v1/admin/webhooks': { body: () => webhook },

  // ── Public and buyers' ─────────────────────────────────────────────────────────────────────
  'POST /api/v1/applications': {
    body: (f) => ({ ...APPLICANT, jobId: String(f.id('jobs')), resume: pdf }),
  },
  'POST /api/v1/auth/login': {
    body: () => ({ contact: 'nobody@kinglife.test', password: 'not-the-password' }),
  },
  'POST /api/v1/auth/login/two-factor': { body: () => ({ code: '123456' }) },
  'POST /api/v1/auth/password/request': { body: () => ({ contact: 'nobody@kinglife.test' }) },
  'POST /api/v1/auth/password/reset': {
    body: () => ({ password: 'a-new-password', confirmPassword: 'a-new-password', resetToken: 'spent' }),
  },
  'POST /api/v1/auth/password/verify': { body: () => ({ contact: 'nobody@kinglife.test', code: '123456' }) },
  'GET /api/v1/buyer/files/[stepId]': { params: (f) => ({ stepId: String(f.stepWithFile.stepId) }) },
  'DELETE /api/v1/buyer/lists/[id]': { params: (f) => ({ id: String(f.buyerList) }) },
  'POST /api/v1/buyer/lists': {
    body: (f) => ({ name: 'Ramadan blends', productIds: [f.id('products')] }),
  },
  'POST /api/v1/buyer/requests/[key]/messages': {
    params: (f) => ({ key: String(f.buyerRequest) }),
    body: () => ({ message: 'Could you ship by the 20th?\nThanks.' }),
  },
  'GET /api/v1/buyer/requests/[key]': { params: (f) => ({ key: String(f.buyerRequest) }) },
  'POST /api/v1/buyer/session': { body: (f) => ({ token: f.linkToken }) },
  'POST /api/v1/buyer/erasure': { body: (f) => ({ token: f.linkToken }) },
  'GET /api/v1/personal-data': { query: { token: 'kJ3v0Qm9Xl2pT7wYc4bN8eRz1aF6sHd5uGoIiLq0PxE' } },
  'POST /api/v1/buyer/sign-in-link': { body: () => ({ email: 'buyer@fuzz.example' }) },
  'GET /api/v1/certifications/[id]/certificate': { params: id('product_certifications') },
  'POST /api/v1/documents/[id]/request': {
    params: id('product_documents'),
    body: () => ({ name: 'Layla Haddad', company: 'Gulf Flavours FZE', email: 'layla@fuzz.example' }),
  },
  'GET /api/v1/documents/[id]': { params: id('product_documents'), query: { lang: 'ar' } },
  'POST /api/v1/documents/lots': { body: (f) => ({ lot: 'KL-2411-07', productId: f.id('products') }) },
  'POST /api/v1/enquiries': {
    body: () => ({
      name: 'Hans Becker',
      email: 'hans@fuzz.example',
      company: 'Rheinfeld GmbH',
      service: 'Purchase',
      message: 'Please quote 200 kg.\nDelivery to Hamburg.',
    }),
  },
  'POST /api/v1/not-found': { body: () => ({ path: '/old-page', referrer: 'https://search.example/' }) },
  'POST /api/v1/quote-requests': {
    body: (f) => ({
      kind: 'quote',
      lines: [{ productId: f.id('products'), quantity: '500', unit: 'kg', packaging: '25 kg drum' }],
      company: 'Rheinfeld Gewürz GmbH',
      name: 'Hans Becker',
      email: 'hans.quote@fuzz.example',
      phone: '+49 221 555 0101',
      country: 'DE',
      message: 'Regular volumes from Q3.',
      incoterm: 'CIF',
      deliveryMonth: '',
    }),
  },
  'POST /api/v1/vitals': {
    body: () => ({
      path: '/productPage/ProductDetailedPage/1',
      locale: 'en',
      device: 'phone',
      connection: '4g',
      vitals: { LCP: 1830, INP: 96, CLS: 0.02, FCP: 1100, TTFB: 240 },
    }),
  },
  'GET /media/[...key]': { params: (f) => ({ key: f.uploadKey }) },
  'GET /media/share/[crop]/[...key]': { params: (f) => ({ crop: f.shareCrop, key: f.uploadKey }) },
};
