export { api, ApiError, fileNameOf, onTwoFactorRequired, onUnauthorized, problemMessage } from './client';
export type { Download, FailureKind, FailureText, UploadOptions } from './client';
export { endpoints } from './contract';
export type * from './contract';
