import { describe, expect, it } from 'vitest';
import { buildCalendarDays, type CalendarStay, type CalendarTask } from './calendar-days.ts';

const DUBAI = 'Asia/Dubai';
const at = (iso: string) => new Date(iso);

function stay(
  partial: Partial<CalendarStay> & Pick<CalendarStay, 'id' | 'kind' | 'checkIn' | 'checkOut'>,
): CalendarStay {
  return { status: 'confirmed', isParked: false, note: null, ...partial };
}

describe('buildCalendarDays', () => {
  //  June 2026 (Dubai, UTC+4)    Mo Tu We Th Fr Sa Su
  //                               1  2  3  4  5  6  7
  //  guest 2nd 15:00 -> 5th 11:00   [G  G  G] .
  //  owner 5th 15:00 -> 7th 11:00              [O  O]
  it('marks the nights of a guest stay booked and the check-out day free', () => {
    const days = buildCalendarDays({
      from: '2026-06-01',
      to: '2026-06-07',
      timeZone: DUBAI,
      stays: [
        stay({ id: 1, kind: 'guest', checkIn: at('2026-06-02T11:00:00Z'), checkOut: at('2026-06-05T07:00:00Z') }),
        stay({
          id: 2,
          kind: 'owner',
          note: 'family',
          checkIn: at('2026-06-05T11:00:00Z'),
          checkOut: at('2026-06-07T07:00:00Z'),
        }),
      ],
      tasks: [],
    });
    expect(days.map((d) => d.status)).toEqual([
      'available',
      'booked',
      'booked',
      'booked',
      'unavailable',
      'unavailable',
      'available',
    ]);
    expect(days[1]?.reservation).toEqual({ id: 1, status: 'confirmed', isParked: false });
    expect(days[4]).toMatchObject({
      blocks: { o: true, t: false, m: false },
      blockType: 'o',
      ownerReservationId: 2,
      ownersReservation: { checkIn: '2026-06-05T11:00:00.000Z', checkOut: '2026-06-07T07:00:00.000Z', note: 'family' },
    });
    expect(days[6]?.reservation).toBeNull();
  });

  it('uses the property time zone: 22:00 UTC is already the next day in Dubai', () => {
    const days = buildCalendarDays({
      from: '2026-06-01',
      to: '2026-06-03',
      timeZone: DUBAI,
      stays: [
        stay({ id: 1, kind: 'guest', checkIn: at('2026-06-01T22:00:00Z'), checkOut: at('2026-06-02T22:00:00Z') }),
      ],
      tasks: [],
    });
    expect(days.map((d) => d.status)).toEqual(['available', 'booked', 'available']);
  });

  it('keeps a manual block note and marks tasks without blocking the day', () => {
    const tasks: CalendarTask[] = [
      { id: 9, title: 'AC service', checkIn: at('2026-06-03T06:00:00Z'), checkOut: at('2026-06-03T08:00:00Z') },
    ];
    const days = buildCalendarDays({
      from: '2026-06-01',
      to: '2026-06-03',
      timeZone: DUBAI,
      stays: [
        stay({
          id: 4,
          kind: 'manual',
          note: 'Import: Airbnb',
          checkIn: at('2026-06-01T00:00:00Z'),
          checkOut: at('2026-06-02T00:00:00Z'),
        }),
      ],
      tasks,
    });
    expect(days[0]).toMatchObject({
      status: 'unavailable',
      note: 'Import: Airbnb',
      blocks: { m: true },
      blockType: 'm',
    });
    expect(days[0]?.manualBlock?.id).toBe(4);
    expect(days[2]).toMatchObject({
      status: 'available',
      blocks: { o: false, t: true, m: false },
      blockType: 't',
      task: { id: 9, title: 'AC service' },
    });
  });

  // A task ending exactly at local midnight does not reach into the next date.
  it('gives a same-day stay its date and lets a task span several days', () => {
    const days = buildCalendarDays({
      from: '2026-06-01',
      to: '2026-06-04',
      timeZone: DUBAI,
      stays: [
        stay({ id: 1, kind: 'owner', checkIn: at('2026-06-01T05:00:00Z'), checkOut: at('2026-06-01T09:00:00Z') }),
      ],
      tasks: [{ id: 2, title: 'Paint', checkIn: at('2026-06-02T06:00:00Z'), checkOut: at('2026-06-03T20:00:00Z') }],
    });
    expect(days.map((d) => d.blocks)).toEqual([
      { o: true, t: false, m: false },
      { o: false, t: true, m: false },
      { o: false, t: true, m: false },
      { o: false, t: false, m: false },
    ]);
  });

  it('crosses a year boundary and returns every day of the range once', () => {
    const days = buildCalendarDays({
      from: '2026-12-30',
      to: '2027-01-02',
      timeZone: DUBAI,
      stays: [
        stay({
          id: 1,
          kind: 'guest',
          status: 'checked_in',
          checkIn: at('2026-12-31T11:00:00Z'),
          checkOut: at('2027-01-02T07:00:00Z'),
        }),
      ],
      tasks: [],
    });
    expect(days.map((d) => `${d.date}:${d.status}`)).toEqual([
      '2026-12-30:available',
      '2026-12-31:booked',
      '2027-01-01:booked',
      '2027-01-02:available',
    ]);
    expect(days[1]?.reservation?.status).toBe('checked_in');
  });

  //  June 2026 (Dubai)        3rd                         4th
  //  pool 07:00-09:00          [pool]
  //  AC 10:00-12:00                  [AC]
  //  paint 16:00 -> 4th 10:00              [paint ---------------]
  it("carries every task of a day, by start time, and keeps the first as the spec's task (decision 042)", () => {
    const task = (id: number, title: string, checkIn: string, checkOut: string): CalendarTask => ({
      id,
      title,
      checkIn: at(checkIn),
      checkOut: at(checkOut),
    });
    const days = buildCalendarDays({
      from: '2026-06-03',
      to: '2026-06-04',
      timeZone: DUBAI,
      stays: [],
      tasks: [
        task(7, 'Paint', '2026-06-03T12:00:00Z', '2026-06-04T06:00:00Z'),
        task(5, 'AC service', '2026-06-03T06:00:00Z', '2026-06-03T08:00:00Z'),
        task(6, 'Pool cleaning', '2026-06-03T03:00:00Z', '2026-06-03T05:00:00Z'),
      ],
    });
    expect(days[0]?.tasks.map((t) => t.title)).toEqual(['Pool cleaning', 'AC service', 'Paint']);
    expect(days[0]?.task?.title).toBe('Pool cleaning');
    expect(days[1]?.tasks).toEqual([
      { id: 7, title: 'Paint', checkIn: '2026-06-03T12:00:00.000Z', checkOut: '2026-06-04T06:00:00.000Z' },
    ]);
    expect(days[1]?.blockType).toBe('t');
  });
});
