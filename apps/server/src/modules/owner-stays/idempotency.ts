import { idempotencyKey } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';

/** The optional Idempotency-Key header of a create; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 8 to 128 letters, digits, or . : _ -', [
      { path: 'headers.idempotency-key', code: 'invalid', message: 'Invalid Idempotency-Key' },
    ]);
  }
  return parsed.data;
}
