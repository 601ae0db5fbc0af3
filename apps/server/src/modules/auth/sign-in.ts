import type { LoginResponse, PordalTokenConfig } from '@portal/contract';
import type { Db, Tx } from '@portal/db';
import { usesLegacy, usesPordal } from '@portal/domain';
import type { ActingStaff } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import type { OwnerRow } from './owner-repo.ts';
import { issueToken, REFRESH_TTL_MS, SESSION_TTL_MS } from './token-repo.ts';

/** A pordal access token plus a refresh token that is rotated on every use. */
export async function issuePordalTokens(
  tx: Db | Tx,
  deps: AppDeps,
  ownerId: number,
  acting: ActingStaff | null,
): Promise<PordalTokenConfig> {
  const now = deps.now();
  const ttlSeconds = deps.config.PORDAL_ACCESS_TTL_SECONDS;
  const access = await issueToken(tx, { ownerId, kind: 'pordal_access', ttlMs: ttlSeconds * 1000, now, acting });
  const refresh = await issueToken(tx, { ownerId, kind: 'pordal_refresh', ttlMs: REFRESH_TTL_MS, now, acting });
  return { access_token: access.token, refresh_token: refresh.token, expires_in: ttlSeconds };
}

/** Issues what a signed-in client holds; the login status decides which booking-system tokens it gets (docs/product/sign-in-and-session.md#tokens-by-login-status). */
export async function issueSignIn(
  tx: Db | Tx,
  deps: AppDeps,
  owner: OwnerRow,
  acting: ActingStaff | null,
): Promise<LoginResponse> {
  const now = deps.now();
  const status = owner.loginStatus;
  const session = await issueToken(tx, { ownerId: owner.id, kind: 'session', ttlMs: SESSION_TTL_MS, now, acting });
  const legacy = usesLegacy(status)
    ? await issueToken(tx, { ownerId: owner.id, kind: 'legacy', ttlMs: SESSION_TTL_MS, now, acting })
    : null;
  const pordal = usesPordal(status) ? await issuePordalTokens(tx, deps, owner.id, acting) : null;
  return {
    status,
    token: session.token,
    access_token: pordal?.access_token ?? null,
    guesty: legacy ? { token: legacy.token } : null,
    pordal,
    user: { userId: owner.id, name: owner.email, fullName: owner.fullName, isPordalUser: usesPordal(status) },
    preferredLanguage: owner.preferredLanguage,
  };
}
