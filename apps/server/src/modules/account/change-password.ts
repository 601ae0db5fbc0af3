import type { ChangePasswordRequest } from '@portal/contract';
import { hashPassword, schema } from '@portal/db';
import { normalizeEmail, type PasswordIssue, passwordIssues, validatePasswordChange } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { setPasswordHash } from '../auth/owner-repo.ts';
import { confirmPassword } from './confirm-password.ts';

const STRENGTH_MESSAGE =
  'The new password needs at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of #?!@$%^&*-, and no dot or comma';

function checkRequest(owner: OwnerPrincipal, input: ChangePasswordRequest): void {
  if (input.userId !== undefined && input.userId !== owner.ownerId) {
    throw new AppError('OWNER_MISMATCH', 'userId does not match the signed-in owner');
  }
  if (input.name !== undefined && normalizeEmail(input.name) !== normalizeEmail(owner.email)) {
    throw new AppError('OWNER_MISMATCH', 'name does not match the signed-in owner');
  }
  const issues = validatePasswordChange({ current: input.old, next: input.new, confirm: input.confirm ?? input.new });
  if (issues.next === 'PASSWORD_UNCHANGED') {
    throw new AppError('PASSWORD_UNCHANGED', 'The new password must differ from the current one');
  }
  if (issues.next) {
    // Every failing part, as the reset and the staff's temporary password list them.
    const failing = passwordIssues(input.new);
    const codes: PasswordIssue[] = failing.length > 0 ? failing : [issues.next as PasswordIssue];
    throw new AppError(
      'WEAK_PASSWORD',
      STRENGTH_MESSAGE,
      codes.map((code) => ({ path: 'new', code, message: STRENGTH_MESSAGE })),
    );
  }
  if (issues.confirm) throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
}

/**
 * POST /change_password (docs/product/settings.md#change-password): checks the new password first (a refusal costs no sign-in attempt), then the
 * current one; on success every token of the owner is revoked, this session's too: the client signs in again with
 * the new password (docs/product/settings.md#change-password), and every other device must.
 */
export async function changePassword(deps: AppDeps, owner: OwnerPrincipal, input: ChangePasswordRequest) {
  checkRequest(owner, input);
  await confirmPassword(deps, owner, input.old);
  const passwordHash = await hashPassword(input.new);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, owner.ownerId, passwordHash);
    await tx
      .update(schema.authTokens)
      .set({ revokedAt: now })
      .where(and(eq(schema.authTokens.ownerId, owner.ownerId), isNull(schema.authTokens.revokedAt)));
    await recordAudit(tx, {
      actor: actorOf(owner),
      action: 'owner_password.changed',
      subject: { ownerId: owner.ownerId, entity: 'owner', entityId: owner.ownerId },
      at: now,
    });
  });
}
