import {
  addDays,
  countNights,
  type LocalDate,
  localDateOf,
  overlapsAny,
  overlapsTermination,
  type StayRange,
  zonedInstant,
} from '@portal/domain';
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { properties, stays, tasks } from '../schema/properties.ts';
import type { SeededProperty } from './properties.ts';

type StayRow = typeof stays.$inferInsert;
interface Place {
  id: number;
  timeZone: string;
  label: string;
  termination: { start: string | null; end: string | null };
  busy: StayRange[];
}

const NOTES = {
  past: 'Family holiday',
  ongoing: 'Staying with my parents this week',
  future: 'Spring break with friends',
} as const;
const ANSWERS = { past: 'have_both', ongoing: 'have_card_need_keys', future: 'need_both' } as const;
type Phase = keyof typeof NOTES;

/** Check-in 15:00 on `from`, check-out 11:00 `nights` later, in the property's zone. */
function window(place: Place, from: LocalDate, nights: number): StayRange {
  return {
    checkIn: zonedInstant(from, '15:00', place.timeZone),
    checkOut: zonedInstant(addDays(from, nights), '11:00', place.timeZone),
  };
}

function isFree(place: Place, range: StayRange): boolean {
  return !overlapsAny(range, place.busy) && !overlapsTermination(range, place.termination, place.timeZone);
}

/** The first free window among the candidate start days, trying the owner's properties in order. */
function firstFree(places: Place[], now: Date, starts: (today: LocalDate) => LocalDate[], nights: number) {
  for (const place of places) {
    const today = localDateOf(now, place.timeZone);
    for (const from of starts(today)) {
      const range = window(place, from, nights);
      if (isFree(place, range)) return { place, range };
    }
  }
  return null;
}

const days = (first: number, last: number) => {
  const step = first <= last ? 1 : -1;
  return Array.from({ length: Math.abs(last - first) + 1 }, (_, i) => first + i * step);
};

async function loadPlaces(tx: Tx, owned: SeededProperty[]): Promise<Place[]> {
  const ids = owned.map((p) => p.id);
  const rows = await tx.select().from(properties).where(inArray(properties.id, ids)).orderBy(asc(properties.id));
  const busy = await tx
    .select({ propertyId: stays.propertyId, checkIn: stays.checkIn, checkOut: stays.checkOut })
    .from(stays)
    .where(and(inArray(stays.propertyId, ids), ne(stays.status, 'cancelled')));
  // Tasks count as busy too, so a demo block never hides the calendar's showcase tasks.
  const jobs = await tx
    .select({ propertyId: tasks.propertyId, checkIn: tasks.checkIn, checkOut: tasks.checkOut })
    .from(tasks)
    .where(inArray(tasks.propertyId, ids));
  return owned.flatMap((seeded) => {
    const row = rows.find((r) => r.id === seeded.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        timeZone: row.timeZone,
        label: row.ownerBlockLabel,
        termination: { start: row.npStartDate, end: row.npEndDate },
        busy: [...busy, ...jobs].filter((b) => b.propertyId === row.id),
      },
    ];
  });
}

/**
 * Past, ongoing and future owner blocks for every demo owner, placed in free gaps between the stays already
 * seeded (so the exclusion constraint never fires), clear of maintenance tasks and outside any contract
 * termination period. An owner
 * whose properties are all occupied today gets no ongoing block.
 */
export async function seedOwnerStays(
  tx: Tx,
  seeded: SeededProperty[],
  ownerIds: Map<string, number>,
  now: Date,
): Promise<number> {
  const rows: StayRow[] = [];
  for (const [email, ownerId] of ownerIds) {
    const owned = seeded.filter((p) => p.ownerEmail === email).sort((a, b) => a.ownerIndex - b.ownerIndex);
    if (owned.length === 0) continue;
    const places = await loadPlaces(tx, owned);
    const plan: [Phase, ReturnType<typeof firstFree>][] = [
      ['past', firstFree(places, now, (today) => days(-10, -150).map((d) => addDays(today, d)), 3)],
      ['ongoing', firstFree(places, now, (today) => [addDays(today, -1)], 2)],
      ['future', firstFree(places, now, (today) => days(6, 90).map((d) => addDays(today, d)), 4)],
    ];
    for (const [phase, found] of plan) {
      if (!found) continue;
      const { place, range } = found;
      // Reserve the window so the next phase cannot pick an overlapping one.
      place.busy.push(range);
      rows.push({
        propertyId: place.id,
        kind: 'owner',
        status: 'confirmed',
        confirmationCode: `OS-DEMO-${place.id}-${phase.toUpperCase()}`,
        guestName: place.label,
        checkIn: range.checkIn,
        checkOut: range.checkOut,
        nights: countNights(range.checkIn, range.checkOut, place.timeZone),
        note: NOTES[phase],
        occupancy: 2,
        accessAnswer: ANSWERS[phase],
        createdByOwnerId: ownerId,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (rows.length > 0) await tx.insert(stays).values(rows);
  return rows.length;
}
