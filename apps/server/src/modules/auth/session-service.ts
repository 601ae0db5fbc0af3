import type { LoginAsAdminResponse, LoginRequest, LoginResponse } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { adminActor, recordAudit } from '../audit/record-audit.ts';
import { INVALID_CREDENTIALS_MESSAGE, requireCredentials } from './credentials.ts';
import { findOwnerById, lockOwnerPassword } from './owner-repo.ts';
import { issueSignIn } from './sign-in.ts';
import { claimToken, peekToken, revokeOwnedTokens, revokeTokenById } from './token-repo.ts';

export async function login(deps: AppDeps, input: LoginRequest): Promise<LoginResponse> {
  const owner = await requireCredentials(deps, input.username, input.password);
  return deps.db.transaction(async (tx) => {
    // A password changed since it was checked signs no one in (a session must not outlive the change).
    if ((await lockOwnerPassword(tx, owner.id)) !== owner.passwordHash) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    return issueSignIn(tx, deps, owner, null);
  });
}

/** Signs in with a single-use admin link token; every token issued carries the admin's name, and it is audited. */
export async function loginAsAdmin(deps: AppDeps, token: string): Promise<LoginAsAdminResponse> {
  return deps.db.transaction(async (tx) => {
    // The owner's row first, as a password change takes it (see the refresh grant in oauth-service.ts).
    const presented = await peekToken(tx, 'admin_login', token, deps.now());
    if (presented) await lockOwnerPassword(tx, presented.ownerId);
    const claimed = await claimToken(tx, 'admin_login', token, deps.now(), 'used');
    const owner = claimed ? await findOwnerById(tx, claimed.ownerId) : null;
    if (!claimed || !owner)
      throw new AppError('TOKEN_INVALID', 'The admin login link is invalid, expired or already used');
    const acting = claimed.acting ?? { name: 'admin', staffId: null };
    const signIn = await issueSignIn(tx, deps, owner, acting);
    await recordAudit(tx, {
      actor: adminActor(acting),
      action: 'admin_login',
      subject: { ownerId: owner.id, entity: 'owner', entityId: owner.id },
      at: deps.now(),
    });
    return {
      ...signIn,
      accepted: true,
      owner_data: { id: owner.id, pordal_id: owner.pordalId, email: owner.email, full_name: owner.fullName },
      acting_admin: acting.name,
    };
  });
}

export interface LogoutInput {
  refresh_token?: string | undefined;
  access_token?: string | undefined;
}

/** Revokes the presented session token and, when the client sends them, its pordal tokens. */
export async function logout(deps: AppDeps, owner: OwnerPrincipal, input: LogoutInput | undefined): Promise<void> {
  const now = deps.now();
  const pordalTokens = [input?.refresh_token, input?.access_token].filter((t): t is string => Boolean(t));
  await deps.db.transaction(async (tx) => {
    await revokeTokenById(tx, owner.tokenId, now);
    await revokeOwnedTokens(tx, owner.ownerId, ['pordal_refresh', 'pordal_access'], pordalTokens, now);
  });
}

/** The legacy surface's sign-out: the presented legacy token stops working. */
export async function revokeLegacy(deps: AppDeps, owner: OwnerPrincipal): Promise<void> {
  await revokeTokenById(deps.db, owner.tokenId, deps.now());
}
