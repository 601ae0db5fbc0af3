import { pgErrorCode } from '@portal/db';
import { t } from '@portal/i18n';
import { AppError } from '../http/errors.ts';

/** SQLSTATEs after which the same transaction, run again, may well succeed. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

export const WRITE_ATTEMPTS = 3;

/**
 * Runs a whole transaction again when PostgreSQL aborted it for a deadlock or a serialization failure (two owners'
 * edits crossing on one property), at most WRITE_ATTEMPTS times with a short random pause, then refuses with 409
 * CONCURRENT_UPDATE. Nothing of an aborted attempt was written, so running it again is safe.
 */
export async function retryConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= WRITE_ATTEMPTS)
        throw new AppError('CONCURRENT_UPDATE', t('en', 'ownerStay.codes.CONCURRENT_UPDATE'));
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
