import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { OwnerPrincipal, StaffPrincipal } from '../../http/principal.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { TokenKind } from '../../surfaces/definitions.ts';

const { authTokens, owners, staff } = schema;

function liveTokenOf(raw: string, kinds: readonly TokenKind[], now: Date) {
  return and(
    eq(authTokens.tokenHash, hashToken(raw)),
    inArray(authTokens.kind, [...kinds]),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** The owner a live token of one of `kinds` belongs to; one indexed query (decision 002). */
export async function findOwnerPrincipal(
  db: Db,
  raw: string,
  kinds: readonly TokenKind[],
  now: Date,
): Promise<OwnerPrincipal | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      ownerId: owners.id,
      email: owners.email,
      loginStatus: owners.loginStatus,
      actingAdmin: authTokens.actingAdmin,
      actingStaffId: authTokens.actingStaffId,
    })
    .from(authTokens)
    .innerJoin(owners, eq(owners.id, authTokens.ownerId))
    .where(liveTokenOf(raw, kinds, now))
    .limit(1);
  if (!row) return null;
  const { actingAdmin, actingStaffId, ...owner } = row;
  const actingStaff = actingAdmin === null ? null : { staffId: actingStaffId, name: actingAdmin };
  return { kind: 'owner', ...owner, actingStaff };
}

/** The staff member a live staff token belongs to; a disabled member's tokens stop working at once. */
export async function findStaffPrincipal(
  db: Db,
  raw: string,
  kinds: readonly TokenKind[],
  now: Date,
): Promise<StaffPrincipal | null> {
  const [row] = await db
    .select({ tokenId: authTokens.id, staffId: staff.id, email: staff.email })
    .from(authTokens)
    .innerJoin(staff, eq(staff.id, authTokens.staffId))
    .where(and(liveTokenOf(raw, kinds, now), isNull(staff.disabledAt)))
    .limit(1);
  return row ? { kind: 'staff', ...row } : null;
}
