import { schema } from '@portal/db';
import type { LanguageCode } from '@portal/domain';
import type { AuthContext } from '../../http/auth.ts';
import type { AppDeps } from '../../types.ts';
import { setPreferredLanguage } from './repo.ts';

/** Stores the language the owner's mail and documents go out in; an admin acting as the owner is audit-logged. */
export async function changePreferredLanguage(deps: AppDeps, auth: AuthContext, language: LanguageCode): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await setPreferredLanguage(tx, auth.ownerId, language);
    if (!auth.actingAdmin) return;
    await tx.insert(schema.auditLog).values({
      ownerId: auth.ownerId,
      actorKind: 'admin',
      actorLabel: auth.actingAdmin,
      action: 'preferred_language.changed',
      entity: 'owner',
      entityId: String(auth.ownerId),
      details: { language },
      createdAt: deps.now(),
    });
  });
}
