import type { OwnerPasswordRequest } from '@portal/contract/staff';
import { hashPassword } from '@portal/db';
import { passwordIssues } from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { mintAdminLoginLink } from '../auth/admin-link.ts';
import { clearFailures, findOwnerById, setPasswordHash } from '../auth/owner-repo.ts';
import { mailResetLink } from '../auth/reset-service.ts';
import { revokeAllOtherTokens } from '../auth/token-repo.ts';
import { currentStaff } from './sign-in.ts';

const ownerNotFound = () => new AppError('NOT_FOUND', 'No such owner');

async function requireOwner(deps: AppDeps, ownerId: number) {
  const owner = await findOwnerById(deps.db, ownerId);
  if (!owner) throw ownerNotFound();
  return owner;
}

/** A single-use, 10-minute login-as-owner link in the staff member's name; minting it is audited. */
export async function staffLoginLink(deps: AppDeps, principal: StaffPrincipal, ownerId: number) {
  const owner = await requireOwner(deps, ownerId);
  const member = await currentStaff(deps, principal);
  const minted = await mintAdminLoginLink(deps.db, {
    email: owner.email,
    admin: member.fullName,
    staffId: member.id,
    now: deps.now(),
    publicUrl: deps.config.publicUrl,
  });
  if (!minted) throw ownerNotFound();
  return minted;
}

/**
 * Either mails the owner a reset link in their language, or sets a temporary password that the owner must replace
 * at the next sign-in (every session of the owner ends). Both are audited; the password itself never is.
 */
export async function setOwnerPassword(
  deps: AppDeps,
  principal: StaffPrincipal,
  ownerId: number,
  request: OwnerPasswordRequest,
) {
  const owner = await requireOwner(deps, ownerId);
  const now = deps.now();
  const subject = { ownerId: owner.id, entity: 'owner' as const, entityId: owner.id };
  if (request.mode === 'reset-email') {
    await mailResetLink(deps, owner.email, async (tx) =>
      recordAudit(tx, { actor: actorOf(principal), action: 'owner_password.reset_sent', subject, at: now }),
    );
    return { mode: request.mode };
  }
  const issues = passwordIssues(request.password);
  if (issues.length > 0) {
    const validation = issues.map((code) => ({ path: 'body.password', code, message: code }));
    throw new AppError('WEAK_PASSWORD', 'The password does not satisfy the strength rule', validation);
  }
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, owner.id, passwordHash, true);
    await revokeAllOtherTokens(tx, owner.id, -1, now);
    await clearFailures(tx, owner.email);
    await recordAudit(tx, { actor: actorOf(principal), action: 'owner_password.temporary_set', subject, at: now });
  });
  return { mode: request.mode };
}
