import type { LoginStatus } from '@portal/domain';
import type { Tx } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { appVersions, owners } from '../schema/owners.ts';

export const DEMO_PASSWORD = 'Owner#2026';

export interface DemoOwner {
  email: string;
  firstName: string;
  lastName: string;
  loginStatus: LoginStatus;
  isRussian?: boolean;
  surveyCompleted: boolean;
}

/** The demo accounts listed in the README; later issues enrich their data but keep these stable. */
export const DEMO_OWNERS: DemoOwner[] = [
  { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owens', loginStatus: 'both', surveyCompleted: true },
  { email: 'legacy@example.com', firstName: 'Leo', lastName: 'Lang', loginStatus: 'guesty', surveyCompleted: true },
  { email: 'pordal@example.com', firstName: 'Paula', lastName: 'Porter', loginStatus: 'pordal', surveyCompleted: true },
  { email: 'new@example.com', firstName: 'Nadia', lastName: 'Newman', loginStatus: 'pordal', surveyCompleted: false },
  {
    email: 'ru@example.com',
    firstName: 'Иван',
    lastName: 'Петров',
    loginStatus: 'both',
    isRussian: true,
    surveyCompleted: false,
  },
  // Survey done, properties not yet handed over: the thank-you page.
  { email: 'done@example.com', firstName: 'Dana', lastName: 'Doyle', loginStatus: 'guesty', surveyCompleted: true },
];

export async function seedOwners(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, owner] of DEMO_OWNERS.entries()) {
    const [row] = await tx
      .insert(owners)
      .values({
        email: owner.email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        fullName: `${owner.firstName} ${owner.lastName}`,
        firstName: owner.firstName,
        lastName: owner.lastName,
        loginStatus: owner.loginStatus,
        legacyId: owner.loginStatus === 'pordal' ? null : `G-${1001 + index}`,
        pordalId: owner.loginStatus === 'guesty' ? null : `P-${1001 + index}`,
        isRussian: owner.isRussian ?? false,
        surveyCompleted: owner.surveyCompleted,
      })
      .returning({ id: owners.id });
    if (row) ids.set(owner.email, row.id);
  }
  await tx.insert(appVersions).values({ iosNewerVersion: '1.3.0', androidNewerVersion: '1.3.0' });
  return ids;
}
