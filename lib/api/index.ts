export { api, ApiError, apiUrl, onUnauthorized, problemMessage } from './client';
export type { FailureKind, FailureText, UploadOptions } from './client';
export { endpoints } from './contract';
export type * from './contract';
