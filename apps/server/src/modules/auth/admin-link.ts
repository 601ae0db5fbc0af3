import type { AdminLoginLinkResponse } from '@portal/contract';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { ADMIN_TOKEN_TTL_MINUTES } from '@portal/domain';
import { findOwnerByEmail } from './owner-repo.ts';
import { issueToken } from './token-repo.ts';

export interface AdminLinkInput {
  email: string;
  admin: string;
  now: Date;
  publicUrl: string;
}

/** Mints a single-use, 10-minute admin login link for an owner; null when no owner has that e-mail. */
export async function mintAdminLoginLink(db: Db, input: AdminLinkInput): Promise<AdminLoginLinkResponse | null> {
  const owner = await findOwnerByEmail(db, input.email);
  if (!owner) return null;
  return db.transaction(async (tx) => {
    const ttlMs = ADMIN_TOKEN_TTL_MINUTES * 60_000;
    const minted = await issueToken(tx, {
      ownerId: owner.id,
      kind: 'admin_login',
      ttlMs,
      now: input.now,
      actingAdmin: input.admin,
    });
    await tx.insert(schema.auditLog).values({
      ownerId: owner.id,
      actorKind: 'admin',
      actorLabel: input.admin,
      action: 'admin_login_link_created',
      entity: 'owner',
      entityId: String(owner.id),
      createdAt: input.now,
    });
    return { link: `${input.publicUrl}/admin-login/${minted.token}`, expiresAt: minted.expiresAt.toISOString() };
  });
}
