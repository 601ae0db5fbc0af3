import { randomBytes } from 'node:crypto';
import type { OwnerStay } from '@portal/contract';
import { type Db, EXCLUSION_VIOLATION, pgErrorCode, type Tx, UNIQUE_VIOLATION } from '@portal/db';
import {
  CANCEL_OCCUPANCY,
  countNights,
  editRefusal,
  isLocalDate,
  isLocalTime,
  localParts,
  OWNER_STAY_DEFAULT_OCCUPANCY,
  removalRefusal,
  servesProperty,
  validateBlock,
  zonedInstant,
} from '@portal/domain';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { OwnerPrincipal } from '../../http/principal.ts';
import { retryConflicts } from '../../lib/retry-conflicts.ts';
import type { AppDeps } from '../../types.ts';
import { IDEMPOTENCY_KEY_REUSED, STAY_NOT_FOUND } from './messages.ts';
import { type BookingSystem, recordOwnerStayChange } from './notify.ts';
import { presentOwnerStay } from './present.ts';
import * as repo from './repo.ts';
import { formValuesFromWire, refusal, throwIfIssues } from './rules.ts';

export interface OwnerStayCaller {
  deps: AppDeps;
  owner: OwnerPrincipal;
  /** Which booking system's surface the request came through; it serves only its own properties. */
  system: BookingSystem;
}

export interface OwnerStayFields {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  note?: string | null | undefined;
  occupancy?: number | undefined;
  accessAnswer?: string | null | undefined;
}

const notFound = () => new AppError('NOT_FOUND', STAY_NOT_FOUND);

/** The owner's property, if the caller's surface serves it; another system's property reads as unknown. */
async function servedProperty(caller: OwnerStayCaller, db: Db | Tx, propertyId: number) {
  const property = await ownedProperty(db, caller.owner.ownerId, propertyId);
  if (!servesProperty(caller.system, property.isPordal)) throw new AppError('NOT_FOUND', 'Property not found');
  return property;
}

function confirmationCode(): string {
  return `OS-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function cleanNote(note: string | null | undefined): string | null {
  return note?.trim() ? note.trim() : null;
}

/**
 * The database's own refusal of an overlap (two requests racing) reads like the rule's; a deadlock or serialization
 * failure runs the transaction again (retryConflicts) and, failing that, answers 409 CONCURRENT_UPDATE.
 */
async function mapOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await retryConflicts(work);
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw refusal('PROPERTY_ALREADY_RESERVED');
    throw error;
  }
}

/** The block an earlier request with this key made; the key may not be reused for another property or check-in. */
async function replay(
  caller: OwnerStayCaller,
  key: string,
  input: OwnerStayFields & { propertyId: number },
): Promise<OwnerStay | null> {
  const found = await repo.findByIdempotencyKey(caller.deps.db, { ownerId: caller.owner.ownerId, key });
  if (!found) return null;
  // The key does not reach across booking systems: the other surface's property reads as unknown there, as without one.
  if (!servesProperty(caller.system, found.property.isPordal)) throw new AppError('NOT_FOUND', 'Property not found');
  const zone = found.property.timeZone;
  const asked = formValuesFromWire({ ...input, timeZone: zone });
  const isSameCheckIn =
    isLocalDate(asked.fromDate) &&
    isLocalTime(asked.fromTime) &&
    zonedInstant(asked.fromDate, asked.fromTime, zone).getTime() === found.stay.checkIn.getTime();
  if (found.property.id !== input.propertyId || !isSameCheckIn) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
  }
  return presentOwnerStay(found);
}

/** Blocks dates for the owner's own stay; a retry with the same Idempotency-Key answers the first block. */
export async function createOwnerStay(
  caller: OwnerStayCaller,
  input: OwnerStayFields & { propertyId: number; idempotencyKey?: string | undefined },
): Promise<{ stay: OwnerStay; isReplay: boolean }> {
  const { deps, owner, system } = caller;
  const key = input.idempotencyKey;
  if (key) {
    const previous = await replay(caller, key, input);
    if (previous) return { stay: previous, isReplay: true };
  }
  try {
    const stay = await mapOverlap(() =>
      deps.db.transaction(async (tx) => {
        const property = await servedProperty(caller, tx, input.propertyId);
        await repo.lockPropertyStays(tx, property.id);
        const now = deps.now();
        const values = formValuesFromWire({ ...input, timeZone: property.timeZone });
        const termination = { start: property.npStartDate, end: property.npEndDate };
        const { issues, range } = validateBlock(values, { now, timeZone: property.timeZone, termination });
        throwIfIssues(issues);
        if (!range) throw new Error('validated block without a range');
        if (await repo.hasOverlappingStay(tx, { propertyId: property.id, ...range })) {
          throw refusal('PROPERTY_ALREADY_RESERVED');
        }
        const row = await repo.insertOwnerStay(tx, {
          propertyId: property.id,
          kind: 'owner',
          status: 'confirmed',
          confirmationCode: confirmationCode(),
          guestName: property.ownerBlockLabel,
          checkIn: range.checkIn,
          checkOut: range.checkOut,
          nights: countNights(range.checkIn, range.checkOut, property.timeZone),
          note: cleanNote(input.note),
          occupancy: input.occupancy ?? OWNER_STAY_DEFAULT_OCCUPANCY,
          accessAnswer: input.accessAnswer ?? null,
          createdByOwnerId: owner.ownerId,
          idempotencyKey: key ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const owned = { stay: row, property };
        await recordOwnerStayChange(tx, deps, { owner, system, action: 'created', owned });
        return presentOwnerStay(owned);
      }),
    );
    return { stay, isReplay: false };
  } catch (error) {
    // Two requests with one key raced: the loser answers with the winner's block.
    const isRace =
      (error instanceof AppError && error.code === 'PROPERTY_ALREADY_RESERVED') ||
      pgErrorCode(error) === UNIQUE_VIOLATION;
    if (key && isRace) {
      const previous = await replay(caller, key, input);
      if (previous) return { stay: previous, isReplay: true };
    }
    throw error;
  }
}

/** Changes the dates, note or answer of a block; an ongoing block keeps its check-in, a past one is refused. */
export async function updateOwnerStay(
  caller: OwnerStayCaller,
  input: OwnerStayFields & { stayId: number; propertyId?: number | undefined },
): Promise<OwnerStay> {
  const { deps, owner, system } = caller;
  return mapOverlap(() =>
    deps.db.transaction(async (tx) => {
      const owned = await repo.lockOwnedOwnerStay(tx, {
        ownerId: owner.ownerId,
        stayId: input.stayId,
        system,
      });
      if (!owned || owned.stay.status === 'cancelled') throw notFound();
      if (input.propertyId !== undefined && input.propertyId !== owned.property.id) throw notFound();
      const { stay, property } = owned;
      await repo.lockPropertyStays(tx, property.id);
      const zone = property.timeZone;
      const now = deps.now();
      const existing = { checkIn: stay.checkIn, checkOut: stay.checkOut };
      const pastRefusal = editRefusal(existing, now);
      if (pastRefusal) throw refusal(pastRefusal);
      const keep = (instant: Date) => {
        const parts = localParts(instant, zone);
        return `${parts.date}T${parts.time}`;
      };
      const values = formValuesFromWire({
        checkIn: input.checkIn ?? keep(stay.checkIn),
        checkOut: input.checkOut ?? keep(stay.checkOut),
        accessAnswer: input.accessAnswer ?? stay.accessAnswer,
        timeZone: zone,
      });
      const termination = { start: property.npStartDate, end: property.npEndDate };
      const { issues, range } = validateBlock(values, { now, timeZone: zone, existing, termination });
      throwIfIssues(issues);
      if (!range) throw new Error('validated block without a range');
      if (await repo.hasOverlappingStay(tx, { propertyId: property.id, ...range, exceptStayId: stay.id })) {
        throw refusal('PROPERTY_ALREADY_RESERVED');
      }
      const row = await repo.updateStay(tx, stay.id, {
        checkIn: range.checkIn,
        checkOut: range.checkOut,
        nights: countNights(range.checkIn, range.checkOut, zone),
        note: input.note === undefined ? stay.note : cleanNote(input.note),
        occupancy: input.occupancy ?? stay.occupancy,
        accessAnswer: input.accessAnswer ?? stay.accessAnswer,
        updatedAt: now,
      });
      const updated = { stay: row, property };
      await recordOwnerStayChange(tx, deps, { owner, system, action: 'updated', owned: updated });
      return presentOwnerStay(updated);
    }),
  );
}

/** Removes a future block (status cancelled, occupancy 1); repeating it answers the cancelled block. */
export async function cancelOwnerStay(caller: OwnerStayCaller, input: { stayId: number }): Promise<OwnerStay> {
  const { deps, owner, system } = caller;
  return retryConflicts(() =>
    deps.db.transaction(async (tx) => {
      const owned = await repo.lockOwnedOwnerStay(tx, {
        ownerId: owner.ownerId,
        stayId: input.stayId,
        system,
      });
      if (!owned) throw notFound();
      if (owned.stay.status === 'cancelled') return presentOwnerStay(owned);
      const refused = removalRefusal({ checkIn: owned.stay.checkIn, checkOut: owned.stay.checkOut }, deps.now());
      if (refused) throw refusal(refused);
      const row = await repo.updateStay(tx, owned.stay.id, {
        status: 'cancelled',
        occupancy: CANCEL_OCCUPANCY,
        updatedAt: deps.now(),
      });
      const cancelled = { stay: row, property: owned.property };
      await recordOwnerStayChange(tx, deps, {
        owner,
        system,
        action: 'cancelled',
        owned: cancelled,
      });
      return presentOwnerStay(cancelled);
    }),
  );
}

export async function getOwnerStay(caller: OwnerStayCaller, stayId: number): Promise<OwnerStay> {
  const owned = await repo.findOwnedOwnerStay(caller.deps.db, {
    ownerId: caller.owner.ownerId,
    stayId,
    system: caller.system,
  });
  if (!owned) throw notFound();
  return presentOwnerStay(owned);
}

export async function listOwnerStays(
  caller: OwnerStayCaller,
  filter: { propertyId?: number | undefined; checkIn?: string | undefined; checkOut?: string | undefined },
): Promise<OwnerStay[]> {
  const { deps, owner, system } = caller;
  if (filter.propertyId !== undefined) {
    await servedProperty(caller, deps.db, filter.propertyId);
  }
  const rows = await repo.listOwnerStays(deps.db, {
    ownerId: owner.ownerId,
    system,
    ...(filter.propertyId !== undefined ? { propertyId: filter.propertyId } : {}),
    ...(filter.checkIn ? { checkIn: filter.checkIn } : {}),
    ...(filter.checkOut ? { checkOut: filter.checkOut } : {}),
  });
  return rows.map(presentOwnerStay);
}
