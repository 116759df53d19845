/**
 * The shapes every /api/v1 endpoint takes and answers, shared by the route handlers (lib/http
 * `ok(endpoint, data)`) and the browser client (`api.post(endpoint, body)`): a renamed or removed
 * field breaks the build on both sides, not a screen at run time. Types and paths only.
 */
import type { StoredImage } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { apiPaths } from '../routing/routes';
import type { LoginInput, OtpInput, PasswordResetInput, ResetRequestInput } from '../validation/auth';
import type { PublishInput, ReorderInput } from '../validation/content';
import type { EnquiryRequest } from '../validation/enquiry';
import type { JobInput, ReadInput, SettingsInput } from '../validation/operations';

/** What every non-2xx answer carries. */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** Field name → message, for validation errors (the same words the form shows). */
  fields?: Record<string, string>;
}

/** An endpoint: its path under /api, and (for the compiler only) what it takes and answers. */
export interface Endpoint<Req, Res> {
  readonly path: string;
  readonly __request?: Req;
  readonly __response?: Res;
}

export function endpoint<Req = void, Res = void>(path: string): Endpoint<Req, Res> {
  return { path };
}

export interface AdminUserDto {
  id: number;
  email: string;
  name: string;
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

export interface NewsDto {
  id: number;
  title: string;
  caption: string;
  /** The article text (the spec's 'description'). */
  description: string;
  date: string;
  image: ImageDto;
  published: boolean;
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

export interface ProductDto {
  id: number;
  categoryId: number;
  name: string;
  details: string;
  description1: string;
  description2: string;
  image: ImageDto;
  /** The two pictures of the public detail page. */
  images: ImageDto[];
  published: boolean;
  nameAr: string;
  detailsAr: string;
  description1Ar: string;
  description2Ar: string;
}

export interface ServiceDto {
  id: number;
  name: string;
  description: string;
  image: ImageDto;
  published: boolean;
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

export interface BlogPostDto {
  id: number;
  categoryId: number;
  title: string;
  teaser: string;
  /** Markdown. */
  body: string;
  publishedAt: string;
  image: ImageDto;
  published: boolean;
  titleAr: string;
  teaserAr: string;
  bodyAr: string;
}

export interface JobDto {
  id: number;
  title: string;
  experience: string;
  qualification: string;
  location: string;
  description: string;
  published: boolean;
  applicationCount: number;
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

export interface EnquiryDto {
  id: number;
  name: string;
  company: string;
  email: string;
  service: string;
  message: string;
  /** ISO date-time the enquiry arrived. */
  date: string;
  read: boolean;
  /** The language of the form it was sent from. */
  language: Locale;
}

export interface EnquiriesPage extends Page<EnquiryDto> {
  unread: number;
}

export type SettingsDto = Required<SettingsInput>;

const admin = apiPaths.admin;

export const endpoints = {
  enquiries: endpoint<EnquiryRequest, Received>(apiPaths.enquiries),
  /** multipart/form-data: see applicationToFormData. */
  applications: endpoint<FormData, Received>(apiPaths.applications),
  session: endpoint<void, SessionResponse>(apiPaths.auth.session),
  login: endpoint<LoginInput, { user: AdminUserDto }>(apiPaths.auth.login),
  logout: endpoint<void, { ok: true }>(apiPaths.auth.logout),
  resetRequest: endpoint<ResetRequestInput, Message>(apiPaths.auth.resetRequest),
  resetVerify: endpoint<OtpInput, { resetToken: string }>(apiPaths.auth.resetVerify),
  reset: endpoint<PasswordResetInput, Message>(apiPaths.auth.reset),
  overview: endpoint<void, AdminOverview>(admin.overview),

  banner: endpoint<FormData, BannerDto>(admin.banner),
  bannerRead: endpoint<void, BannerDto>(admin.banner),
  news: endpoint<FormData, NewsDto>(admin.news),
  newsList: (query: string) => endpoint<void, Page<NewsDto>>(`${admin.news}${query}`),
  newsItem: (id: number) => endpoint<FormData, NewsDto>(admin.newsItem(id)),
  newsDelete: (id: number) => endpoint<void, Deleted>(admin.newsItem(id)),
  newsPublished: (id: number) => endpoint<PublishInput, NewsDto>(admin.newsPublished(id)),

  productCategories: endpoint<FormData, ProductCategoryDto>(admin.productCategories),
  productCategoryList: endpoint<void, ProductCategoryDto[]>(admin.productCategories),
  productCategoriesOrder: endpoint<ReorderInput, Reordered>(admin.productCategoriesOrder),
  productCategory: (id: number) => endpoint<FormData, ProductCategoryDto>(admin.productCategory(id)),
  productCategoryRead: (id: number) => endpoint<void, ProductCategoryDto>(admin.productCategory(id)),
  productCategoryDelete: (id: number) => endpoint<void, Deleted>(admin.productCategory(id)),
  productCategoryProducts: (id: number, query: string) =>
    endpoint<void, Page<ProductDto>>(`${admin.productCategoryProducts(id)}${query}`),
  productCategoryProductsOrder: (id: number) =>
    endpoint<ReorderInput, Reordered>(admin.productCategoryProductsOrder(id)),
  productCreate: endpoint<FormData, ProductDto>(apiPaths.productCreate),
  product: (id: number) => endpoint<FormData, ProductDto>(admin.product(id)),
  productDelete: (id: number) => endpoint<void, Deleted>(admin.product(id)),
  productPublished: (id: number) => endpoint<PublishInput, ProductDto>(admin.productPublished(id)),

  services: endpoint<FormData, ServiceDto>(admin.services),
  serviceList: endpoint<void, ServiceDto[]>(admin.services),
  service: (id: number) => endpoint<FormData, ServiceDto>(admin.service(id)),
  serviceDelete: (id: number) => endpoint<void, Deleted>(admin.service(id)),
  servicePublished: (id: number) => endpoint<PublishInput, ServiceDto>(admin.servicePublished(id)),

  blogCategories: endpoint<FormData, BlogCategoryDto>(admin.blogCategories),
  blogCategoryList: endpoint<void, BlogCategoryDto[]>(admin.blogCategories),
  blogCategoriesOrder: endpoint<ReorderInput, Reordered>(admin.blogCategoriesOrder),
  blogCategory: (id: number) => endpoint<FormData, BlogCategoryDto>(admin.blogCategory(id)),
  blogCategoryRead: (id: number) => endpoint<void, BlogCategoryDto>(admin.blogCategory(id)),
  blogCategoryDelete: (id: number) => endpoint<void, Deleted>(admin.blogCategory(id)),
  blogCategoryPosts: (id: number, query = '') =>
    endpoint<FormData, BlogPostDto>(`${admin.blogCategoryPosts(id)}${query}`),
  blogCategoryPostList: (id: number, query: string) =>
    endpoint<void, Page<BlogPostDto>>(`${admin.blogCategoryPosts(id)}${query}`),
  blogPost: (id: number) => endpoint<FormData, BlogPostDto>(admin.blogPost(id)),
  blogPostDelete: (id: number) => endpoint<void, Deleted>(admin.blogPost(id)),
  blogPostPublished: (id: number) => endpoint<PublishInput, BlogPostDto>(admin.blogPostPublished(id)),

  jobs: endpoint<JobInput, JobDto>(admin.jobs),
  jobList: endpoint<void, JobDto[]>(admin.jobs),
  job: (id: number) => endpoint<JobInput, JobDto>(admin.job(id)),
  jobDelete: (id: number) => endpoint<void, Deleted>(admin.job(id)),
  jobPublished: (id: number) => endpoint<PublishInput, JobDto>(admin.jobPublished(id)),
  applicationList: (query: string) => endpoint<void, ApplicationsPage>(`${admin.applications}${query}`),
  /** The résumé file (Content-Disposition names it '{First Last}_Resume.{ext}'). */
  applicationResume: (id: number) => endpoint<void, Blob>(admin.applicationResume(id)),
  /** CSV of the applications the list query selects (every page). */
  applicationsCsv: (query: string) => endpoint<void, Blob>(`${admin.applicationsCsv}${query}`),
  enquiryList: (query: string) => endpoint<void, EnquiriesPage>(`${admin.enquiries}${query}`),
  enquiriesCsv: (query: string) => endpoint<void, Blob>(`${admin.enquiriesCsv}${query}`),
  enquiryRead: (id: number) => endpoint<ReadInput, EnquiryDto>(admin.enquiryRead(id)),
  settings: endpoint<SettingsInput, SettingsDto>(admin.settings),
  settingsRead: endpoint<void, SettingsDto>(admin.settings),
} as const;

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;
