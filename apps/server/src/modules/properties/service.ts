import type { PropertiesQuery, PropertiesResponse, Property } from '@portal/contract';
import type { ReusedJson } from '../../http/compression.ts';
import { AppError } from '../../http/errors.ts';
import { ownedPropertyToRead, ownerTag } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import { propertiesCacheKey, throughPropertyCache } from '../calendar/calendar-cache.ts';
import { findOwnerProperties, type PropertyRow } from './repo.ts';

export function toWireProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    property_id: row.propertyCode,
    title: row.title,
    nickname: row.nickname,
    address: row.address,
    address_2: row.address2,
    picture: row.picture,
    is_active: row.isActive,
    bedrooms: row.bedrooms,
    currency: row.currency,
    is_pordal: row.isPordal ? 1 : 0,
    pordal_id: row.pordalId,
    is_terminate: row.isTerminate ? 1 : 0,
    np_start_date: row.npStartDate,
    np_end_date: row.npEndDate,
    time_zone: row.timeZone,
    owner_block_label: row.ownerBlockLabel,
  };
}

/** An ownerId naming someone else is refused, not obeyed (before any cache is read). */
function refuseOtherOwner(options: { ownerId: number; query: PropertiesQuery }): void {
  if (options.query.ownerId !== undefined && options.query.ownerId !== options.ownerId) {
    throw new AppError('OWNER_MISMATCH', 'ownerId does not match the signed-in owner');
  }
}

/** GET /properties: only the signed-in owner's. */
export async function listProperties(
  deps: AppDeps,
  options: { ownerId: number; query: PropertiesQuery },
): Promise<PropertiesResponse> {
  const { query } = options;
  refuseOtherOwner(options);
  const { rows, total } = await findOwnerProperties(deps.db, {
    ownerId: options.ownerId,
    limit: query.limit,
    page: query.page,
    search: query.search,
  });
  return { properties: rows.map(toWireProperty), totalProperties: total };
}

/**
 * GET /properties as JSON text through the property cache (decision 059): the list reads only the owner's property
 * rows, and any change of one (added, moved, removed) notifies the owner's tag (migration 0021).
 */
export function listPropertiesAnswer(
  deps: AppDeps,
  options: { ownerId: number; query: PropertiesQuery },
  serialize: (answer: PropertiesResponse) => string,
): Promise<ReusedJson> {
  refuseOtherOwner(options);
  const key = propertiesCacheKey(options.ownerId, options.query);
  const cached = { key, tags: [ownerTag(options.ownerId)], isForced: false };
  return throughPropertyCache(deps, cached, () => listProperties(deps, options), serialize);
}

export async function getProperty(deps: AppDeps, options: { ownerId: number; propertyId: number }): Promise<Property> {
  return toWireProperty(await ownedPropertyToRead(deps, options.ownerId, options.propertyId));
}
