import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeFromBytes } from '@portal/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../../lib/tokens.ts';

const { staffRecoveryCodes } = schema;

/**
 * Ten new one-time codes, replacing any earlier ones; returned once, stored only as hashes. They are random (80
 * bits), so a plain SHA-256 is enough, as for tokens (decision 002).
 */
export async function issueRecoveryCodes(tx: Tx, staffId: number, now: Date): Promise<string[]> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(16)));
  await tx.insert(staffRecoveryCodes).values(
    codes.map((code) => ({
      staffId,
      codeHash: hashToken(normalizeRecoveryCode(code) ?? code),
      createdAt: now,
    })),
  );
  return codes;
}

/** Uses one code up in one conditional UPDATE (a code used twice at once passes once); the codes left, or null. */
export async function useRecoveryCode(tx: Tx, staffId: number, typed: string, now: Date): Promise<number | null> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return null;
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashToken(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  if (used.length === 0) return null;
  return recoveryCodesLeft(tx, staffId);
}

export async function recoveryCodesLeft(db: Db | Tx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
