import type { ErrorBody, ErrorCode } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure with a documented code (packages/contract/src/errors.ts); mapped to HTTP here and only here. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly validation?: ErrorBody['validation'],
  ) {
    super(message);
  }
}

const STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_FAILED: 400,
  WEAK_PASSWORD: 400,
  PASSWORDS_DO_NOT_MATCH: 400,
  PASSWORD_EQUALS_TOKEN: 400,
  TOKEN_INVALID: 400,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  OWNER_MISMATCH: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PROPERTY_ALREADY_RESERVED: 409,
  FILE_TOO_LARGE: 413,
  UPLOAD_TOO_MANY_PARTS: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  TOO_MANY_FAILED_LOGIN_ATTEMPTS: 429,
};

export function statusOf(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 422;
}

export function errorBody(code: ErrorCode, detail: string, validation?: ErrorBody['validation']): ErrorBody {
  return { status: statusOf(code), code, title: code, detail, ...(validation ? { validation } : {}) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(statusOf(error.code)).send(errorBody(error.code, error.message, error.validation));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validation = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        code: String(issue.keyword),
        message: issue.message ?? 'Invalid value',
      }));
      const detail = validation.map((v) => `${v.path}: ${v.message}`).join('; ');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', detail, validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', 'Internal server error'));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) keep their status.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(error.statusCode).send({ ...errorBody(code, error.message), status: error.statusCode });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Internal server error'));
  });
}
