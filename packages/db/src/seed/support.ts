import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { supportMessages } from '../schema/help.ts';
import { staff } from '../schema/staff.ts';
import type { SeededProperty } from './properties.ts';
import { DEMO_STAFF } from './staff.ts';

const HOUR = 60 * 60_000;

/** Two support messages for the staff console: an open one about a property, and a general one staff handled. */
export async function seedSupportMessages(
  tx: Tx,
  properties: SeededProperty[],
  ownerIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const ownerId = ownerIds.get('owner@example.com');
  const palm = properties.find((p) => p.ownerEmail === 'owner@example.com' && p.nickname === 'Palm Villa 7');
  const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_STAFF.email));
  if (ownerId === undefined || !palm || !member) return;
  await tx.insert(supportMessages).values([
    {
      ownerId,
      fullName: 'Olivia Owens',
      subject: palm.nickname,
      message: 'The pool heater at Palm Villa 7 seems to be off. Could someone check it before the next guests arrive?',
      propertyId: palm.id,
      createdAt: new Date(now.getTime() - 5 * HOUR),
    },
    {
      ownerId,
      fullName: 'Olivia Owens',
      subject: 'general_question',
      message: 'Can I get my statements by e-mail as well as in the app?',
      createdAt: new Date(now.getTime() - 9 * 24 * HOUR),
      handledAt: new Date(now.getTime() - 8 * 24 * HOUR),
      handledByStaffId: member.id,
    },
  ]);
}
