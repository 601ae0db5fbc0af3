import type { CalendarFeedCreated, CalendarFeedStatus, CalendarFeedWindow } from '@portal/contract';
import { ownedProperty } from '../../http/ownership.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AppDeps } from '../../types.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { feedDocument } from './feed-document.ts';
import { deleteFeed, findFeedContents, findFeedCreatedAt, saveFeedToken } from './repo.ts';

/** A feed token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface OwnedFeed {
  owner: OwnerPrincipal;
  propertyId: number;
}

/** GET /api/calendar-feed: whether the property has a link, and since when; never the link itself. */
export async function getCalendarFeed(deps: AppDeps, input: OwnedFeed): Promise<CalendarFeedStatus> {
  const property = await ownedProperty(deps.db, input.owner.ownerId, input.propertyId);
  const createdAt = await findFeedCreatedAt(deps.db, property.id);
  return { propertyId: property.id, isActive: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
}

/**
 * POST /api/calendar-feed: a new private link for the property, shown this once. Any older link of the property stops
 * working in the same transaction (decision 044).
 */
export async function createCalendarFeed(deps: AppDeps, input: OwnedFeed): Promise<CalendarFeedCreated> {
  const token = newToken();
  const now = deps.now();
  const propertyId = await deps.db.transaction(async (tx) => {
    const property = await ownedProperty(tx, input.owner.ownerId, input.propertyId);
    await saveFeedToken(tx, {
      propertyId: property.id,
      tokenHash: hashToken(token),
      ownerId: input.owner.ownerId,
      now,
    });
    await recordAudit(tx, {
      actor: actorOf(input.owner),
      action: 'calendar_feed.created',
      subject: { ownerId: input.owner.ownerId, entity: 'property', entityId: property.id },
      at: now,
    });
    return property.id;
  });
  const url = `${deps.config.publicUrl}/ical/${token}.ics`;
  return { propertyId, createdAt: now.toISOString(), url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** DELETE /api/calendar-feed: the link stops working; a property without one answers the same. */
export async function revokeCalendarFeed(deps: AppDeps, input: OwnedFeed): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const property = await ownedProperty(tx, input.owner.ownerId, input.propertyId);
    if (!(await deleteFeed(tx, property.id))) return;
    await recordAudit(tx, {
      actor: actorOf(input.owner),
      action: 'calendar_feed.revoked',
      subject: { ownerId: input.owner.ownerId, entity: 'property', entityId: property.id },
      at: deps.now(),
    });
  });
}

/** The feed document of a token, or null for a token no feed has (malformed, unknown, regenerated, turned off). */
export async function readCalendarFeed(
  deps: AppDeps,
  input: { token: string; window: CalendarFeedWindow },
): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(input.token)) return null;
  const contents = await findFeedContents(deps.db, {
    tokenHash: hashToken(input.token),
    now: deps.now(),
    ...input.window,
  });
  return contents ? feedDocument(contents, new URL(deps.config.publicUrl).hostname) : null;
}
