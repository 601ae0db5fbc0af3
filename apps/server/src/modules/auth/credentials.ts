import { hashPassword, verifyPassword } from '@portal/db';
import { LOGIN_FAILURE_WINDOW_MINUTES, normalizeEmail, RESET_TOKEN_TTL_MINUTES } from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { clearFailures, findOwnerByEmail, type OwnerRow, reserveAttempt } from './owner-repo.ts';
import { issueToken } from './token-repo.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Username does not exist or password is incorrect';
export const LOCKED_OUT_MESSAGE = `Too many failed login attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes.`;

// Unknown e-mails are verified against this hash so the response time does not reveal which accounts exist.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-owner-password');
  return dummyHash;
}

export type CredentialCheck =
  | { ok: true; owner: OwnerRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * The one password check for /api/login and the pordal password grant. The lockout lives in login_failures
 * (keyed by the normalized e-mail, also for unknown ones), so it holds across server processes.
 */
export async function checkCredentials(deps: AppDeps, username: string, password: string): Promise<CredentialCheck> {
  const email = normalizeEmail(username);
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  // Every attempt is counted as a failure before the password is checked (and forgiven if it was right), so
  // concurrent wrong passwords cannot all slip through while the first ones are still being verified.
  const attempt = await reserveAttempt(deps.db, email, now, since);
  if ('lockedUntilOldestExpires' in attempt) {
    const freeAt = attempt.lockedUntilOldestExpires.getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
  }
  const owner = await findOwnerByEmail(deps.db, email);
  const isValid = await verifyPassword(owner?.passwordHash ?? (await getDummyHash()), password);
  if (!owner || !isValid) return { ok: false, reason: 'invalid' };
  await clearFailures(deps.db, email, attempt.id);
  return { ok: true, owner };
}

/** The owner API's wording of a refused sign-in. */
export async function requireCredentials(deps: AppDeps, username: string, password: string): Promise<OwnerRow> {
  const check = await checkCredentials(deps, username, password);
  if (check.ok) {
    await refuseTemporaryPassword(deps, check.owner);
    return check.owner;
  }
  if (check.reason === 'locked') {
    throw new AppError('TOO_MANY_FAILED_LOGIN_ATTEMPTS', LOCKED_OUT_MESSAGE, undefined, {
      'Retry-After': String(check.retryAfterSeconds),
    });
  }
  throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
}

export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Choose a new password to replace the temporary one';

/**
 * A temporary password (set by staff) signs nobody in: it is exchanged for a single-use reset token, and the owner
 * chooses a new password on the new-password page (decision 047).
 */
export async function refuseTemporaryPassword(deps: AppDeps, owner: OwnerRow): Promise<void> {
  if (!owner.mustChangePassword) return;
  const { token } = await issueToken(deps.db, {
    ownerId: owner.id,
    kind: 'reset',
    ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
    now: deps.now(),
  });
  throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED_MESSAGE, undefined, undefined, {
    resetToken: token,
  });
}
