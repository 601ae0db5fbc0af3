import type { LanguageCode } from '@portal/domain';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { setPreferredLanguage } from './repo.ts';

/** Stores the language the owner's mail and documents go out in; an admin acting as the owner is audit-logged. */
export async function changePreferredLanguage(
  deps: AppDeps,
  owner: OwnerPrincipal,
  language: LanguageCode,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await setPreferredLanguage(tx, owner.ownerId, language);
    if (!owner.actingStaff) return;
    await recordAudit(tx, {
      actor: adminActor(owner.actingStaff),
      action: 'preferred_language.changed',
      subject: { ownerId: owner.ownerId, entity: 'owner', entityId: owner.ownerId },
      details: { language },
      at: deps.now(),
    });
  });
}
