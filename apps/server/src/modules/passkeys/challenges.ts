import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { WEBAUTHN_CHALLENGE_TTL_MINUTES } from '@portal/domain';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';

const { webauthnChallenges } = schema;
type WebauthnPurpose = schema.WebauthnPurpose;
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

export interface ChallengeOwner {
  ownerId?: number | null;
  staffId?: number | null;
  /** A registration's user.id (base64url). */
  userHandle?: string | null;
}

/**
 * Keeps a challenge the library made, for WEBAUTHN_CHALLENGE_TTL_MINUTES. In the database, so the answer may reach
 * any server process; challenges that ended a day ago are dropped on the way.
 */
export async function storeChallenge(
  tx: Db | Tx,
  input: ChallengeOwner & { challenge: string; purpose: WebauthnPurpose; now: Date },
): Promise<void> {
  const expiresAt = new Date(input.now.getTime() + WEBAUTHN_CHALLENGE_TTL_MINUTES * 60_000);
  await tx
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, new Date(input.now.getTime() - PRUNE_AFTER_MS)));
  await tx.insert(webauthnChallenges).values({
    challenge: input.challenge,
    purpose: input.purpose,
    ownerId: input.ownerId ?? null,
    staffId: input.staffId ?? null,
    userHandle: input.userHandle ?? null,
    expiresAt,
    createdAt: input.now,
  });
}

/** The challenge an answer's clientDataJSON names, or null when it names none (the answer is refused). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

export type ClaimedChallenge = typeof webauthnChallenges.$inferSelect;

/**
 * Takes a live challenge of this purpose (and this owner or staff member, when given) out of circulation in one
 * conditional UPDATE: two answers to one challenge, or one answer sent twice, cannot both pass. Null when there is
 * no such live challenge: unknown, expired, used, or another person's.
 */
export async function claimChallenge(
  tx: Db | Tx,
  input: { challenge: string; purpose: WebauthnPurpose; now: Date; ownerId?: number; staffId?: number },
): Promise<ClaimedChallenge | null> {
  const [row] = await tx
    .update(webauthnChallenges)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(webauthnChallenges.challenge, input.challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, input.now),
        input.ownerId === undefined ? undefined : eq(webauthnChallenges.ownerId, input.ownerId),
        input.staffId === undefined ? undefined : eq(webauthnChallenges.staffId, input.staffId),
      ),
    )
    .returning();
  return row ?? null;
}
