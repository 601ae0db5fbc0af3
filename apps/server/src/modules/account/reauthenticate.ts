import type { ReauthenticateResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { OwnerPrincipal } from '../../http/principal.ts';
import type { AppDeps } from '../../types.ts';
import { confirmPassword } from './confirm-password.ts';

/** POST /reauthenticate: the password again; this session may change bank details for the next 5 minutes. */
export async function reauthenticate(
  deps: AppDeps,
  owner: OwnerPrincipal,
  password: string,
): Promise<ReauthenticateResponse> {
  await confirmPassword(deps, owner, password);
  const now = deps.now();
  await deps.db
    .update(schema.authTokens)
    .set({ reauthenticatedAt: now })
    .where(eq(schema.authTokens.id, owner.tokenId));
  const until = new Date(now.getTime() + REAUTHENTICATION_WINDOW_MINUTES * 60_000);
  return { reauthenticatedUntil: until.toISOString() };
}
