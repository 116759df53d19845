export { api, ApiError, fileNameOf, onTwoFactorRequired, onUnauthorized, problemMessage } from './client';
export type { Download, FailureKind, FailureText, SaveOptions, UploadOptions } from './client';
export { endpoints } from './contract';
export type * from './contract';
// Types the platform owns, which the admin's client reads with the contract's.
export type * from '../auth/dto';
export type { ApiErrorBody, Call } from '../http/wire';
export type { ProductListKind } from '../routing/contentKinds';
// The kinds the routes of one item name (/api/v1/admin/history/<kind>/…), from the list of collections.
export type { HistoryKind, PreviewKind } from '../data/collections';
