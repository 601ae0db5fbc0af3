import type { OwnerResetRequest } from '@portal/contract';
import { hashPassword, type Tx } from '@portal/db';
import { normalizeEmail, passwordIssues, RESET_TOKEN_TTL_MINUTES, validateNewPassword } from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { clearFailures, findOwnerByEmail, findOwnerById, setPasswordHash } from './owner-repo.ts';
import { claimToken, issueToken, peekToken, revokeAllOtherTokens } from './token-repo.ts';

const TOKEN_INVALID_MESSAGE = 'The reset link is invalid, expired or already used';

/**
 * Mails a reset link to a known owner, in their preferred language; returns the link (null for an unknown e-mail,
 * which the caller hides).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  /** More writes that belong with the mail, e.g. the audit entry when staff asked for it. */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<string | null> {
  const owner = await findOwnerByEmail(deps.db, email);
  if (!owner) return null;
  return deps.db.transaction(async (tx) => {
    const ttlMs = RESET_TOKEN_TTL_MINUTES * 60_000;
    const { token } = await issueToken(tx, { ownerId: owner.id, kind: 'reset', ttlMs, now: deps.now() });
    const link = `${deps.config.publicUrl}/new-password/${token}`;
    await enqueueMail(tx, {
      kind: 'password_reset',
      to: owner.email,
      language: owner.preferredLanguage,
      vars: { name: owner.fullName, link, expiresInMinutes: RESET_TOKEN_TTL_MINUTES },
    });
    await alsoInTransaction?.(tx);
    return link;
  });
}

export async function isResetTokenValid(deps: AppDeps, token: string, account?: string): Promise<boolean> {
  const live = await peekToken(deps.db, 'reset', token, deps.now());
  if (!live) return false;
  if (account === undefined) return true;
  const owner = await findOwnerById(deps.db, live.ownerId);
  return owner?.email === normalizeEmail(account);
}

/** Sets a new password from a reset link: token used, other tokens revoked, failures cleared, in one transaction. */
export async function resetPassword(deps: AppDeps, input: OwnerResetRequest): Promise<void> {
  const error = validateNewPassword(input);
  if (error === 'PASSWORDS_DO_NOT_MATCH') throw new AppError(error, 'Passwords do not match');
  if (error === 'PASSWORD_EQUALS_TOKEN') throw new AppError(error, 'The password must not equal the reset token');
  if (error) {
    const validation = passwordIssues(input.password).map((code) => ({ path: 'body.password', code, message: code }));
    throw new AppError('WEAK_PASSWORD', 'The password does not satisfy the strength rule', validation);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const claimed = await claimToken(tx, 'reset', input.token, now, 'used');
    const owner = claimed ? await findOwnerById(tx, claimed.ownerId) : null;
    if (!claimed || !owner) throw new AppError('TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
    await setPasswordHash(tx, owner.id, passwordHash);
    await revokeAllOtherTokens(tx, owner.id, claimed.id, now);
    await clearFailures(tx, owner.email);
  });
}
