import type { PropertiesQuery, PropertiesResponse, Property } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
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

export async function getProperty(deps: AppDeps, options: { ownerId: number; propertyId: number }): Promise<Property> {
  return toWireProperty(await ownedProperty(deps.db, options.ownerId, options.propertyId));
}
