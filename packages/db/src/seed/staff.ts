import type { Tx } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { staffSecondFactors } from '../schema/second-factors.ts';
import { staff } from '../schema/staff.ts';
import type { Seal } from './surveys.ts';

/**
 * The demo staff account listed in the README; it signs in to the console at /staff. Its second factor is an
 * authenticator app whose secret the README prints (demo data only, like the passwords): add it to any TOTP app, or
 * compute codes from it as the journeys do (decision 091).
 */
export const DEMO_STAFF = {
  email: 'staff@example.com',
  fullName: 'Sam Staff',
  password: 'Staff#2026',
  totpSecret: 'ID57OR2TOLHIOGVCGOBET7SUMRPPUAHC',
} as const;

/** Without `seal` (no encryption key at hand) the demo member has no second factor and enrols at the first sign-in. */
export async function seedStaff(tx: Tx, now: Date, seal: Seal | undefined): Promise<void> {
  const [member] = await tx
    .insert(staff)
    .values({
      email: DEMO_STAFF.email,
      fullName: DEMO_STAFF.fullName,
      passwordHash: await hashPassword(DEMO_STAFF.password),
    })
    .returning({ id: staff.id });
  if (!member || !seal) return;
  await tx.insert(staffSecondFactors).values({
    staffId: member.id,
    method: 'totp',
    totpSecretSealed: seal(DEMO_STAFF.totpSecret),
    createdAt: now,
    confirmedAt: now,
  });
}
