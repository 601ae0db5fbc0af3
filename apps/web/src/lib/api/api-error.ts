export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/** Every failed call, whatever the surface: status 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly validation: ValidationIssue[];
  readonly body: unknown;

  constructor(options: {
    status: number;
    code: string;
    detail: string;
    validation?: ValidationIssue[];
    body?: unknown;
  }) {
    super(options.detail || options.code);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
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
  const code =
    text(record.code) || text(record.title) || text(record.err) || (status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR');
  const detail =
    text(record.detail) || text(record.message) || text(record.err) || (typeof body === 'string' ? body : '');
  const validation = Array.isArray(record.validation) ? (record.validation as ValidationIssue[]) : [];
  return new ApiError({ status, code, detail, validation, body });
}
