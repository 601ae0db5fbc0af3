import { type ErrorBody, type ErrorCode, errorStatus } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure with a documented code (packages/contract/src/errors.ts); its HTTP status comes from the registry. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly validation?: ErrorBody['validation'],
    /** Response headers the refusal carries (Retry-After on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
    /** Fields the refusal's body carries beyond the shape every refusal has (see errorBody in the contract). */
    readonly extra?: Pick<ErrorBody, 'resetToken'>,
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, detail: string, validation?: ErrorBody['validation']): ErrorBody {
  return { status: errorStatus(code), code, title: code, detail, ...(validation ? { validation } : {}) };
}

export function sendError(reply: FastifyReply, code: ErrorCode, detail: string, validation?: ErrorBody['validation']) {
  return reply.status(errorStatus(code)).send(errorBody(code, detail, validation));
}

/** Fastify's own refusals (bad JSON, body too large, unsupported media type, …) by the status Fastify gives them. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

/** The registry code for a framework error; an unexpected 4xx is reported as a malformed request. */
export function frameworkCode(statusCode: number | undefined): ErrorCode {
  if (statusCode === undefined || statusCode >= 500) return 'INTERNAL';
  return FRAMEWORK_CODES[statusCode] ?? 'VALIDATION_FAILED';
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
}

/** Socket errors and PostgreSQL's "connection" and "shutting down" classes (08, 57P01–57P03). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** PostgreSQL's disk_full (53100), or the file system's ENOSPC as the embedded database reports it. */
const STORAGE_FULL_MESSAGE = /No space left on device|could not extend file|disk full/i;

/** Whether an error (or one it wraps) means the database's storage is full: nothing was written, retry later. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '53100' || code === 'ENOSPC') return true;
    if (typeof message === 'string' && STORAGE_FULL_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error (or one it wraps, as the query builder does) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read to the end (not signed in, a declared size over the limit, a file past its
    // limit): the connection closes after the answer, so the server never reads the rest of what the client sends.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.extra) {
        return reply
          .status(errorStatus(error.code))
          .send({ ...errorBody(error.code, error.message, error.validation), ...error.extra });
      }
      return sendError(reply, error.code, error.message, error.validation);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validation = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        code: String(issue.keyword),
        message: issue.message ?? 'Invalid value',
      }));
      const detail = validation.map((v) => `${v.path}: ${v.message}`).join('; ');
      return sendError(reply, 'VALIDATION_FAILED', detail, validation);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'INTERNAL', 'Internal server error');
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) keep their meaning.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, frameworkCode(error.statusCode), error.message);
    }
    if (isStorageFull(error)) {
      // The operator must act (free space); the transaction was rolled back, so the owner may simply retry.
      request.log.error({ err: error }, 'database storage full');
      reply.header('retry-after', '60');
      return sendError(
        reply,
        'SERVICE_UNAVAILABLE',
        "The server's storage is full; nothing was saved. Please try again later",
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(
        reply,
        'SERVICE_UNAVAILABLE',
        'The database cannot be reached right now; please try again shortly',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', 'Internal server error');
  });
}
