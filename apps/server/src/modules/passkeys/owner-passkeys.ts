import type { PasskeyView } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { credentialsOf, deleteCredential, passkeyViewOf } from './credentials-repo.ts';
import { requireRecentPassword } from './owner-registration.ts';

/** GET /api/passkeys: the owner's passkeys with their last use. */
export async function listPasskeys(deps: AppDeps, owner: OwnerPrincipal): Promise<PasskeyView[]> {
  return (await credentialsOf(deps.db, { ownerId: owner.ownerId })).map(passkeyViewOf);
}

/**
 * DELETE /api/passkeys/:passkeyId, after the password like adding one. Another owner's passkey answers 404 like
 * an unknown one. Only the server's copy goes: the owner removes the passkey from their device themselves.
 */
export async function removePasskey(deps: AppDeps, owner: OwnerPrincipal, passkeyId: number): Promise<void> {
  await requireRecentPassword(deps, owner);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const removed = await deleteCredential(tx, { ownerId: owner.ownerId }, passkeyId);
    if (!removed) throw new AppError('NOT_FOUND', 'No such passkey');
    await recordAudit(tx, {
      actor: actorOf(owner),
      action: 'passkey.removed',
      subject: { ownerId: owner.ownerId, entity: 'passkey', entityId: removed.id },
      details: { name: removed.name },
      at: now,
    });
  });
}
