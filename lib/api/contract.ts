/**
 * The shapes every /api/v1 endpoint takes and answers, shared by the route handlers (lib/http
 * `ok(endpoint, data)`) and the browser client (`api.post(endpoint, body)`): a renamed or removed
 * field breaks the build on both sides, not a screen at run time. Types and paths only.
 */
import { apiPaths } from '../routing/routes';
import type { LoginInput, OtpInput, PasswordResetInput, ResetRequestInput } from '../validation/auth';
import type { EnquiryRequest } from '../validation/enquiry';

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
  overview: endpoint<void, AdminOverview>(apiPaths.admin.overview),
} as const;

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;
