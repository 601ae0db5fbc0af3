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

/** A principal with the instant its token stops working (the session cache keeps it no longer). */
export interface FoundPrincipal<P> {
  principal: P;
  expiresAt: Date;
}

/** The owner a live token of one of `kinds` belongs to; one indexed query (decision 002). */
export async function findOwnerPrincipal(
  db: Db,
  raw: string,
  kinds: readonly TokenKind[],
  now: Date,
): Promise<FoundPrincipal<OwnerPrincipal> | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      expiresAt: authTokens.expiresAt,
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
  const { actingAdmin, actingStaffId, expiresAt, ...owner } = row;
  const actingStaff = actingAdmin === null ? null : { staffId: actingStaffId, name: actingAdmin };
  return { principal: { kind: 'owner', ...owner, actingStaff }, expiresAt };
}

/** The staff member a live staff token belongs to; a disabled member's tokens stop working at once. */
export async function findStaffPrincipal(
  db: Db,
  raw: string,
  kinds: readonly TokenKind[],
  now: Date,
): Promise<FoundPrincipal<StaffPrincipal> | null> {
  const [row] = await db
    .select({ tokenId: authTokens.id, staffId: staff.id, email: staff.email, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(staff, eq(staff.id, authTokens.staffId))
    .where(and(liveTokenOf(raw, kinds, now), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...member } = row;
  return { principal: { kind: 'staff', ...member }, expiresAt };
}
