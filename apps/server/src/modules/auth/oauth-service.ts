import type { OauthRequest, OauthResponse, OwnerProfile } from '@portal/contract';
import { usesPordal } from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import {
  checkCredentials,
  INVALID_CREDENTIALS_MESSAGE,
  LOCKED_OUT_MESSAGE,
  refuseTemporaryPassword,
} from './credentials.ts';
import { findOwnerById, lockOwnerPassword } from './owner-repo.ts';
import { issuePordalTokens } from './sign-in.ts';
import { claimToken, peekToken } from './token-repo.ts';

export const OAUTH_GRANT_TYPES = ['password', 'refresh_token'] as const;

/** POST /api/pordal/oauth: password grant (same lockout as /api/login) or refresh grant (rotating). */
export async function oauthToken(deps: AppDeps, input: OauthRequest): Promise<OauthResponse> {
  if (input.grant_type === 'password') {
    const check = await checkCredentials(deps, input.username, input.password);
    if (!check.ok && check.reason === 'locked') {
      throw new AppError('TOO_MANY_FAILED_LOGIN_ATTEMPTS', LOCKED_OUT_MESSAGE, undefined, {
        'Retry-After': String(check.retryAfterSeconds),
      });
    }
    if (!check.ok) throw new AppError('invalid_grant', INVALID_CREDENTIALS_MESSAGE);
    if (!usesPordal(check.owner.loginStatus)) {
      throw new AppError('invalid_grant', 'This account is not linked to the booking system');
    }
    await refuseTemporaryPassword(deps, check.owner);
    const { id: ownerId, passwordHash } = check.owner;
    const tokens = await deps.db.transaction(async (tx) => {
      // As /api/login: a password changed since it was checked grants nothing.
      if ((await lockOwnerPassword(tx, ownerId)) !== passwordHash) {
        throw new AppError('invalid_grant', INVALID_CREDENTIALS_MESSAGE);
      }
      return issuePordalTokens(tx, deps, ownerId, null);
    });
    return { ...tokens, token_type: 'Bearer' };
  }
  const tokens = await deps.db.transaction(async (tx) => {
    // The owner's row before the token's, in the order a password change takes them: a change racing this refresh
    // either revoked the token already or waits, and then revokes what this refresh issues.
    const presented = await peekToken(tx, 'pordal_refresh', input.refresh_token, deps.now());
    if (presented) await lockOwnerPassword(tx, presented.ownerId);
    const claimed = await claimToken(tx, 'pordal_refresh', input.refresh_token, deps.now(), 'revoked');
    if (!claimed) throw new AppError('invalid_grant', 'The refresh token is invalid, expired or revoked');
    return issuePordalTokens(tx, deps, claimed.ownerId, claimed.acting);
  });
  return { ...tokens, token_type: 'Bearer' };
}

export async function ownerProfile(deps: AppDeps, principal: OwnerPrincipal): Promise<OwnerProfile> {
  const owner = await findOwnerById(deps.db, principal.ownerId);
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Session expired, sign in again');
  return { id: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName };
}
