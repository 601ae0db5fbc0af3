import { type ErrorCode, isErrorCode } from '@portal/contract';

/** A code of the server's error registry, or what the client names itself: no network, or no known code. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'HTTP_ERROR';

export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/** Every failed call, whatever the surface: status 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The code as the body carried it (a registry code, or e.g. the legacy system's `err`). */
  readonly rawCode: string;
  readonly detail: string;
  readonly validation: ValidationIssue[];
  readonly body: unknown;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    rawCode?: string;
    detail: string;
    validation?: ValidationIssue[];
    body?: unknown;
  }) {
    super(options.detail || options.code);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.rawCode = options.rawCode ?? options.code;
    this.detail = options.detail;
    this.validation = options.validation ?? [];
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the error body shape {status, code, title, detail, validation} and the legacy `err` field. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rawCode = text(record.code) || text(record.title) || text(record.err);
  const code = isErrorCode(rawCode) ? rawCode : status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR';
  const detail =
    text(record.detail) || text(record.message) || text(record.err) || (typeof body === 'string' ? body : '');
  const validation = Array.isArray(record.validation) ? (record.validation as ValidationIssue[]) : [];
  return new ApiError({ status, code, rawCode: rawCode || code, detail, validation, body });
}
