import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { checkCredentials, LOCKED_OUT_MESSAGE } from '../auth/credentials.ts';

/**
 * The signed-in owner's password, typed again: a wrong one counts towards the sign-in lockout like any sign-in (a
 * stolen session is no way to guess passwords), and is refused with 403, not 401, so the session stays open.
 */
export async function confirmPassword(deps: AppDeps, owner: OwnerPrincipal, password: string): Promise<void> {
  if (owner.actingStaff) {
    throw new AppError(
      'ADMIN_SESSION_NOT_ALLOWED',
      'Only the owner can do this, not a company person signed in as them',
    );
  }
  const check = await checkCredentials(deps, owner.email, password);
  if (check.ok && check.owner.id === owner.ownerId) return;
  if (!check.ok && check.reason === 'locked') {
    throw new AppError('TOO_MANY_FAILED_LOGIN_ATTEMPTS', LOCKED_OUT_MESSAGE, undefined, {
      'Retry-After': String(check.retryAfterSeconds),
    });
  }
  throw new AppError('INCORRECT_PASSWORD', 'Incorrect password');
}
