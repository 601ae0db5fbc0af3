import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { normalizeEmail } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';

const { staff, staffSecondFactors, staffRecoveryCodes, webauthnCredentials, authTokens } = schema;

/**
 * The admin CLI's reset (a lost phone): the member's second factor, recovery codes and passkeys go, every session and
 * pending sign-in of theirs ends, and the next sign-in enrols afresh. Audited with the operator's name, in the same
 * transaction. Null when no staff member has the e-mail.
 */
export async function resetSecondFactor(
  db: Db,
  input: { email: string; operator: string; now: Date },
): Promise<{ email: string; hadSecondFactor: boolean } | null> {
  const [member] = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(eq(staff.email, normalizeEmail(input.email)))
    .limit(1);
  if (!member) return null;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffSecondFactors)
      .where(eq(staffSecondFactors.staffId, member.id))
      .returning({ method: staffSecondFactors.method, confirmedAt: staffSecondFactors.confirmedAt });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.staffId, member.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: input.now })
      .where(
        and(
          eq(authTokens.staffId, member.id),
          inArray(authTokens.kind, ['staff_session', 'staff_pending']),
          isNull(authTokens.revokedAt),
        ),
      );
    const hadSecondFactor = removed.some((row) => row.confirmedAt !== null);
    await recordAudit(tx, {
      actor: { kind: 'system', name: `admin CLI: ${input.operator}` },
      action: 'staff_second_factor.reset',
      subject: { ownerId: null, entity: 'staff', entityId: member.id },
      details: { email: member.email, method: removed[0]?.method ?? null },
      at: input.now,
    });
    return { email: member.email, hadSecondFactor };
  });
}
