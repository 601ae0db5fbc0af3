import { addDays, daysBetween, type LocalDate, localDateOf, zonedInstant } from '@portal/domain';
import type { Tx } from '../client.ts';
import { stays, tasks } from '../schema/properties.ts';
import type { SeededProperty } from './properties.ts';

type StayRow = typeof stays.$inferInsert;
type TaskRow = typeof tasks.$inferInsert;
interface Interval {
  from: LocalDate;
  to: LocalDate;
}

const SOURCES = [
  { name: 'Airbnb', prefix: 'HM', hostFee: 0.03 },
  { name: 'Booking.com', prefix: 'BK', hostFee: 0.15 },
  { name: 'Vrbo', prefix: 'VR', hostFee: 0.05 },
  { name: 'Direct', prefix: 'DR', hostFee: 0 },
  { name: 'Expedia', prefix: 'EX', hostFee: 0.12 },
] as const;
const GUESTS = [
  'Emma Schmidt',
  'Liam Johnson',
  'Aisha Al Mansoori',
  'Dmitry Volkov',
  'Sofia Rossi',
  'Omar Haddad',
  'Chloé Martin',
  'Hiroshi Tanaka',
  'Olga Smirnova',
  'James Wilson',
  'Fatima Zahra',
  'Lucas Silva',
  'Priya Sharma',
  'Noah Brown',
  'Layla Hassan',
  'Anna Kowalska',
];
const NIGHTLY_BY_BEDROOMS = [350, 500, 750, 1100, 1500];

/** Deterministic pseudo-random numbers (mulberry32), so every fresh demo looks the same relative to today. */
function random(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** Stay dates over the past 12 and next 4 months (older history: historyIntervals); the owner's first property always has a stay going on today. */
function stayIntervals(today: LocalDate, rand: ReturnType<typeof random>, withOngoing: boolean): Interval[] {
  const ongoing = withOngoing ? { from: addDays(today, -2), to: addDays(today, 3) } : null;
  const end = addDays(today, 122);
  const intervals: Interval[] = [];
  let cursor = addDays(today, -365);
  while (cursor < end) {
    const isFuture = cursor > today;
    const from = addDays(cursor, isFuture ? rand(2, 6) : rand(0, 4));
    const to = addDays(from, rand(2, 6));
    if (ongoing && to > ongoing.from && from < ongoing.to) {
      intervals.push(ongoing);
      cursor = ongoing.to;
      continue;
    }
    if (from >= end) break;
    intervals.push({ from, to });
    cursor = to;
  }
  return intervals;
}

/** Older history before the past year, from its own random stream so the stays of the last year stay as they were. */
const HISTORY_DAYS = 570;
function historyIntervals(today: LocalDate, rand: ReturnType<typeof random>, until: LocalDate | undefined): Interval[] {
  const intervals: Interval[] = [];
  let cursor = addDays(today, -HISTORY_DAYS);
  const end = until ?? addDays(today, -365);
  while (cursor < end) {
    const from = addDays(cursor, rand(0, 5));
    const to = addDays(from, rand(2, 6));
    if (to > end) break;
    intervals.push({ from, to });
    cursor = to;
  }
  return intervals;
}

function gapsBetween(intervals: Interval[]): Interval[] {
  return intervals.slice(1).flatMap((next, i) => {
    const previous = intervals[i];
    return previous && next.from > previous.to ? [{ from: previous.to, to: next.from }] : [];
  });
}

function guestStay(
  property: SeededProperty,
  interval: Interval,
  seq: number,
  now: Date,
  rand: ReturnType<typeof random>,
): StayRow {
  const tz = property.timeZone;
  const source = SOURCES[rand(0, SOURCES.length - 1)] ?? SOURCES[0];
  const nights = daysBetween(interval.from, interval.to);
  const bedrooms = Math.max(0, property.bedrooms ?? 1);
  const nightly = (NIGHTLY_BY_BEDROOMS[bedrooms] ?? 1500) * (80 + rand(0, 40));
  const fare = nightly * nights;
  const cleaning = (150 + 50 * bedrooms) * 100;
  const taxes = Math.round(fare * 0.1);
  const hostFee = Math.round(fare * source.hostFee);
  const checkIn = zonedInstant(interval.from, '15:00', tz);
  const checkOut = zonedInstant(interval.to, '11:00', tz);
  const isOngoing = checkIn <= now && now < checkOut;
  return {
    propertyId: property.id,
    kind: 'guest',
    status: isOngoing ? 'checked_in' : 'confirmed',
    confirmationCode: `${source.prefix}${property.id}-${String(seq).padStart(3, '0')}`,
    source: source.name,
    guestName: GUESTS[rand(0, GUESTS.length - 1)] ?? 'Guest',
    checkIn,
    checkOut,
    nights,
    occupancy: rand(1, bedrooms * 2 + 2),
    gpDiscountedFare: money(fare),
    gpCleaningFee: money(cleaning),
    gpTaxes: money(taxes),
    gpTotal: money(fare + cleaning + taxes),
    opDiscountedFare: money(fare),
    opHostServiceFee: money(hostFee),
    opGrossRevenue: money(fare - hostFee + cleaning),
  };
}

/**
 * The showcase extras on an owner's first property: a parked stay, a cancelled one, a manual block with an
 * import-prefixed note (shown as booked) and a plain one, and tasks: inside a stay (hidden), two on one free day,
 * one running past a check-out, and one on the first night of the parked stay and of a confirmed one (a booked day
 * with a task: no status).
 */
function showcase(
  property: SeededProperty,
  intervals: Interval[],
  rows: StayRow[],
  today: LocalDate,
): { extra: StayRow[]; taskRows: TaskRow[] } {
  const tz = property.timeZone;
  const futureIndexes = rows.flatMap((_row, i) => ((intervals[i]?.from ?? '') > today ? [i] : []));
  const parked = rows[futureIndexes[1] ?? -1];
  if (parked) parked.isParked = true;
  const cancelled = rows[futureIndexes[3] ?? -1];
  if (cancelled) cancelled.status = 'cancelled';
  const gaps = gapsBetween(intervals).filter((gap) => daysBetween(gap.from, gap.to) >= 4);
  const futureGaps = gaps.filter((gap) => gap.from > addDays(today, 3));
  const pastGap = gaps.filter((gap) => gap.to < today).at(-1);
  const extra: StayRow[] = [];
  const manual = (gap: Interval | undefined, note: string, code: string) => {
    if (!gap) return;
    const from = addDays(gap.from, 1);
    extra.push({
      propertyId: property.id,
      kind: 'manual',
      confirmationCode: `MB${property.id}-${code}`,
      checkIn: zonedInstant(from, '00:00', tz),
      checkOut: zonedInstant(addDays(from, 2), '00:00', tz),
      nights: 2,
      note,
    });
  };
  manual(futureGaps[0], 'Import: Booking.com iCal reservation 4411', 'IMP');
  manual(pastGap, 'Deep cleaning after renovation', 'CLN');
  const taskRows: TaskRow[] = [];
  const task = (date: LocalDate | undefined, from: string, to: string, title: string) => {
    if (!date) return;
    taskRows.push({
      propertyId: property.id,
      title,
      checkIn: zonedInstant(date, from, tz),
      checkOut: zonedInstant(date, to, tz),
    });
  };
  const longFuture = futureIndexes
    .filter((i) => rows[i]?.status === 'confirmed' && !rows[i]?.isParked)
    .map((i) => intervals[i])
    .find((iv) => iv && daysBetween(iv.from, iv.to) >= 3);
  task(longFuture ? addDays(longFuture.from, 1) : undefined, '10:00', '12:00', 'Plumbing check');
  // The same rule on a confirmed stay (decision 084): its first night is booked with a task that starts before
  // check-in, so the task is drawn and the day shows no status although the reservation is not parked.
  task(longFuture?.from, '12:00', '16:00', 'Linen delivery');
  const acDay = futureGaps[1] ? addDays(futureGaps[1].from, 1) : undefined;
  task(acDay, '09:00', '13:00', 'AC maintenance');
  // A second task that day: the calendar shows every task of a day (decision 042).
  task(acDay, '14:00', '15:00', 'Pest control');
  // docs/product/calendar.md#day-appearance "a booked day with a t-type block shows no status": the parked stay's first night is booked (its
  // reservation is parked, so the day status shows) and this task starts before check-in, so it stays visible.
  const parkedFrom = intervals[futureIndexes[1] ?? -1]?.from;
  task(parkedFrom, '12:00', '16:00', 'Pre-arrival inspection');
  task(intervals.find((iv) => iv.to > today)?.to, '09:00', '14:00', 'Pool cleaning');
  return { extra, taskRows };
}

/** Guest reservations, manual blocks and maintenance tasks for every demo property, relative to `now`. */
export async function seedReservations(tx: Tx, properties: SeededProperty[], now: Date): Promise<void> {
  const stayRows: StayRow[] = [];
  const taskRows: TaskRow[] = [];
  for (const property of properties) {
    const rand = random(7919 * (property.id + 1));
    const today = localDateOf(now, property.timeZone);
    const isShowcase = property.ownerIndex === 0;
    const intervals = stayIntervals(today, rand, isShowcase);
    const rows = intervals.map((interval, seq) => guestStay(property, interval, seq + 1, now, rand));
    // 18 months of statements need stays from before the last year: numbered from 500 on, so codes never collide.
    const olderRand = random(104_729 * (property.id + 1));
    const older = historyIntervals(today, olderRand, intervals[0]?.from);
    stayRows.push(...older.map((interval, seq) => guestStay(property, interval, 500 + seq, now, olderRand)));
    if (isShowcase) {
      const extras = showcase(property, intervals, rows, today);
      stayRows.push(...extras.extra);
      taskRows.push(...extras.taskRows);
    }
    stayRows.push(...rows);
  }
  for (let i = 0; i < stayRows.length; i += 500) await tx.insert(stays).values(stayRows.slice(i, i + 500));
  if (taskRows.length > 0) await tx.insert(tasks).values(taskRows);
}
