import type { AdminLoginLinkResponse } from '@portal/contract';
import type { Db } from '@portal/db';
import { ADMIN_TOKEN_TTL_MINUTES } from '@portal/domain';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { findOwnerByEmail } from './owner-repo.ts';
import { issueToken } from './token-repo.ts';

export interface AdminLinkInput {
  email: string;
  admin: string;
  /** The staff account of the admin; null when the CLI names a person only. */
  staffId?: number | null;
  now: Date;
  publicUrl: string;
}

/** Mints a single-use, 10-minute admin login link for an owner; null when no owner has that e-mail. */
export async function mintAdminLoginLink(db: Db, input: AdminLinkInput): Promise<AdminLoginLinkResponse | null> {
  const owner = await findOwnerByEmail(db, input.email);
  if (!owner) return null;
  const acting = { name: input.admin, staffId: input.staffId ?? null };
  return db.transaction(async (tx) => {
    const ttlMs = ADMIN_TOKEN_TTL_MINUTES * 60_000;
    const minted = await issueToken(tx, { ownerId: owner.id, kind: 'admin_login', ttlMs, now: input.now, acting });
    await recordAudit(tx, {
      actor: adminActor(acting),
      action: 'admin_login_link_created',
      subject: { ownerId: owner.id, entity: 'owner', entityId: owner.id },
      at: input.now,
    });
    return { link: `${input.publicUrl}/admin-login/${minted.token}`, expiresAt: minted.expiresAt.toISOString() };
  });
}
