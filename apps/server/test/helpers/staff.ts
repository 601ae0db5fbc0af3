import { randomBytes } from 'node:crypto';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { hashToken } from '../../src/lib/tokens.ts';

/**
 * A staff member with a live staff session, made directly in the database: these tests are about what the surfaces
 * accept, not how one signs in (staff-second-factor.test.ts).
 */
export async function createStaffToken(
  db: Db,
  email: string,
  values: { fullName?: string; disabledAt?: Date } = {},
): Promise<{ staffId: number; token: string }> {
  const [member] = await db
    .insert(schema.staff)
    .values({ email, passwordHash: 'not-used', fullName: values.fullName ?? email, disabledAt: values.disabledAt })
    .returning({ id: schema.staff.id });
  if (!member) throw new Error('staff member not created');
  const token = randomBytes(32).toString('base64url');
  await db.insert(schema.authTokens).values({
    staffId: member.id,
    kind: 'staff_session',
    secondFactor: 'totp',
    tokenHash: hashToken(token),
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return { staffId: member.id, token };
}
