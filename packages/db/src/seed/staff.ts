import type { Tx } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { staff } from '../schema/staff.ts';

/** The demo staff account listed in the README; it signs in to the console at /staff. */
export const DEMO_STAFF = { email: 'staff@example.com', fullName: 'Sam Staff', password: 'Staff#2026' } as const;

export async function seedStaff(tx: Tx): Promise<void> {
  await tx.insert(staff).values({
    email: DEMO_STAFF.email,
    fullName: DEMO_STAFF.fullName,
    passwordHash: await hashPassword(DEMO_STAFF.password),
  });
}
