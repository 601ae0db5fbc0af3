import { LOGIN_FAILURE_WINDOW_MINUTES } from '@portal/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { isPasskeyCancelled } from '../../../../lib/passkeys.ts';

/** What a refused second-factor call means to the member: the sign-in expired (start again), or words to show. */
export type Refusal = { isExpired: true } | { isExpired: false; message: string };

export function refusalOf(t: TFunction, error: unknown): Refusal {
  if (isApiError(error) && error.code === 'TOKEN_INVALID') return { isExpired: true };
  const say = (key: string, values?: Record<string, unknown>) => ({
    isExpired: false as const,
    message: t(`staffSecurity:errors.${key}`, values),
  });
  if (isPasskeyCancelled(error)) return say('passkeyCancelled');
  if (!isApiError(error)) return say('unknown');
  if (error.code === 'INVALID_SECOND_FACTOR') return say('INVALID_SECOND_FACTOR');
  if (error.code === 'TOO_MANY_FAILED_LOGIN_ATTEMPTS' || error.code === 'RATE_LIMITED') {
    return say('TOO_MANY_FAILED_LOGIN_ATTEMPTS', { minutes: LOGIN_FAILURE_WINDOW_MINUTES });
  }
  if (error.code === 'SECOND_FACTOR_ALREADY_ENROLLED') return say('SECOND_FACTOR_ALREADY_ENROLLED');
  return say('unknown');
}
