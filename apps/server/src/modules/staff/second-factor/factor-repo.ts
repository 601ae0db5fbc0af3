import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';

const { staffSecondFactors } = schema;
export type SecondFactorRow = typeof staffSecondFactors.$inferSelect;

/** The member's second factor, or null; `confirmedAt` null means an enrolment under way. */
export async function secondFactorOf(db: Db | Tx, staffId: number): Promise<SecondFactorRow | null> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.staffId, staffId)).limit(1);
  return row ?? null;
}

export const isEnrolled = (row: SecondFactorRow | null): row is SecondFactorRow => row?.confirmedAt != null;
