import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { ActingStaff } from '../../http/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenKind = typeof schema.authTokens.$inferSelect.kind;

const { authTokens } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
export const REFRESH_TTL_MS = 30 * DAY_MS;

export interface IssueTokenInput {
  ownerId: number;
  kind: TokenKind;
  ttlMs: number;
  now: Date;
  /** The admin acting as the owner, carried by every token issued under an admin login link. */
  acting?: ActingStaff | null;
}

/** Creates a token and returns the raw secret; only its hash is stored. */
export async function issueToken(tx: Db | Tx, input: IssueTokenInput): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await tx.insert(authTokens).values({
    ownerId: input.ownerId,
    kind: input.kind,
    tokenHash: hashToken(token),
    expiresAt,
    actingAdmin: input.acting?.name ?? null,
    actingStaffId: input.acting?.staffId ?? null,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

function liveToken(kind: TokenKind, raw: string, now: Date) {
  return and(
    eq(authTokens.tokenHash, hashToken(raw)),
    eq(authTokens.kind, kind),
    isNotNull(authTokens.ownerId),
    isNull(authTokens.usedAt),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
  );
}

export interface ClaimedToken {
  id: number;
  ownerId: number;
  acting: ActingStaff | null;
}

const claimedColumns = {
  id: authTokens.id,
  ownerId: authTokens.ownerId,
  actingAdmin: authTokens.actingAdmin,
  actingStaffId: authTokens.actingStaffId,
};

function toClaimed(row: {
  id: number;
  ownerId: number | null;
  actingAdmin: string | null;
  actingStaffId: number | null;
}) {
  if (row.ownerId === null) return null;
  const acting = row.actingAdmin === null ? null : { name: row.actingAdmin, staffId: row.actingStaffId };
  return { id: row.id, ownerId: row.ownerId, acting };
}

/**
 * Takes a live token out of circulation in one conditional UPDATE, so two concurrent requests cannot both
 * use it: single-use tokens are marked used, a rotated refresh token is marked revoked.
 */
export async function claimToken(
  tx: Db | Tx,
  kind: TokenKind,
  raw: string,
  now: Date,
  mark: 'used' | 'revoked',
): Promise<ClaimedToken | null> {
  const [row] = await tx
    .update(authTokens)
    .set(mark === 'used' ? { usedAt: now } : { revokedAt: now })
    .where(liveToken(kind, raw, now))
    .returning(claimedColumns);
  return row ? toClaimed(row) : null;
}

/** The owner of a live token, without using it up. */
export async function peekToken(db: Db | Tx, kind: TokenKind, raw: string, now: Date): Promise<ClaimedToken | null> {
  const [row] = await db
    .select(claimedColumns)
    .from(authTokens)
    .where(liveToken(kind, raw, now))
    .limit(1);
  return row ? toClaimed(row) : null;
}

export async function revokeTokenById(tx: Db | Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

/** Revokes raw tokens of the given kinds, only when they belong to `ownerId`. */
export async function revokeOwnedTokens(
  tx: Db | Tx,
  ownerId: number,
  kinds: TokenKind[],
  raws: string[],
  now: Date,
): Promise<void> {
  if (raws.length === 0) return;
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.ownerId, ownerId),
        inArray(authTokens.kind, kinds),
        inArray(authTokens.tokenHash, raws.map(hashToken)),
        isNull(authTokens.revokedAt),
      ),
    );
}

/** After a password reset every other credential of the owner stops working. */
export async function revokeAllOtherTokens(tx: Db | Tx, ownerId: number, keepId: number, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.ownerId, ownerId), ne(authTokens.id, keepId), isNull(authTokens.revokedAt)));
}
