export { api, ApiError, apiUrl, onUnauthorized, type ApiErrorBody } from './client';
