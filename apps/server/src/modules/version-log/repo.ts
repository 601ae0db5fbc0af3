import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { desc } from 'drizzle-orm';

const { appVersions, ownerAppVersions } = schema;

export async function latestAppVersions(db: Db) {
  const [row] = await db.select().from(appVersions).orderBy(desc(appVersions.createdAt), desc(appVersions.id)).limit(1);
  return row ?? null;
}

export async function recordOwnerAppVersion(
  db: Db,
  input: { ownerId: number; platform: string; version: string; at: Date },
): Promise<void> {
  await db
    .insert(ownerAppVersions)
    .values({ ownerId: input.ownerId, platform: input.platform, version: input.version, recordedAt: input.at });
}
