export { ApiError, type ApiErrorCode, isApiError, type ValidationIssue } from './api-error.ts';
export { legacyApi, ownApi, ownAuthHeaders, pordalApi } from './clients.ts';
export type { ApiClient, RequestOptions } from './http-client.ts';
