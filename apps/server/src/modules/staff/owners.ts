import type { OwnerDetailResponse, OwnerSummary } from '@portal/contract/staff';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { asc, count, eq, ilike, or } from 'drizzle-orm';

const { owners, properties } = schema;

const summaryColumns = {
  id: owners.id,
  email: owners.email,
  fullName: owners.fullName,
  loginStatus: owners.loginStatus,
  preferredLanguage: owners.preferredLanguage,
  mustChangePassword: owners.mustChangePassword,
  propertyCount: count(properties.id),
};

/** `%` and `_` typed by staff are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Owners whose e-mail or name contains the text (any case), by e-mail; all owners for an empty text. */
export async function searchOwners(db: Db, query: { q: string; limit: number }): Promise<OwnerSummary[]> {
  const text = query.q.trim();
  return db
    .select(summaryColumns)
    .from(owners)
    .leftJoin(properties, eq(properties.ownerId, owners.id))
    .where(text ? or(ilike(owners.email, likeText(text)), ilike(owners.fullName, likeText(text))) : undefined)
    .groupBy(owners.id)
    .orderBy(asc(owners.email))
    .limit(query.limit);
}

export async function findOwnerSummary(db: Db, ownerId: number): Promise<OwnerSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(owners)
    .leftJoin(properties, eq(properties.ownerId, owners.id))
    .where(eq(owners.id, ownerId))
    .groupBy(owners.id);
  return row ?? null;
}

/** An owner and their properties, as staff see them; null for an unknown id. */
export async function ownerDetail(db: Db, ownerId: number): Promise<OwnerDetailResponse | null> {
  const owner = await findOwnerSummary(db, ownerId);
  if (!owner) return null;
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .orderBy(asc(properties.nickname), asc(properties.id));
  return {
    owner,
    properties: rows.map((p) => ({
      id: p.id,
      nickname: p.nickname,
      title: p.title,
      propertyCode: p.propertyCode,
      bookingSystem: p.isPordal ? ('pordal' as const) : ('legacy' as const),
      isActive: p.isActive,
      timeZone: p.timeZone,
    })),
  };
}
