import type { CalendarDayWire, Reservation } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildCalendarEvents, eventsByDate } from './calendar-events.ts';

const reservation = (partial: Partial<Reservation>): Reservation => ({
  id: 1,
  propertyId: 1,
  confirmationCode: 'HM1',
  start: '2026-06-02T11:00:00.000Z',
  end: '2026-06-05T07:00:00.000Z',
  nights: 3,
  source: 'Airbnb',
  guestName: 'Emma',
  title: 'Airbnb | Emma',
  status: 'confirmed',
  isParked: false,
  ownerReservation: false,
  note: null,
  currency: 'AED',
  grossRevenue: 1,
  managementFee: 0,
  netRevenue: 1,
  guestPayment: 1,
  ownerPayout: 1,
  ...partial,
});

const day = (date: string, partial: Partial<CalendarDayWire> = {}): CalendarDayWire => ({
  date,
  status: 'available',
  note: null,
  blocks: { o: false, t: false, m: false },
  ownerReservationId: null,
  ownersReservation: null,
  task: null,
  tasks: [],
  manualBlock: null,
  blockType: null,
  reservation: null,
  ...partial,
});

describe('buildCalendarEvents', () => {
  //  June 2026 (Dubai)   2   3   4   5   6   7   8
  //  Emma (guest)       [==========]
  //  Plumbing (task)         t                        inside Emma's stay: hidden
  //  Owner stay                          [===]
  //  AC (task)                                 t      free day: shown
  //  Import block (manual)                         m  background
  it('draws reservations, owner stays, manual blocks and free tasks, and hides tasks inside a stay', () => {
    const inside = {
      id: 5,
      title: 'Plumbing',
      checkIn: '2026-06-03T06:00:00.000Z',
      checkOut: '2026-06-03T08:00:00.000Z',
    };
    const free = { id: 6, title: 'AC', checkIn: '2026-06-07T05:00:00.000Z', checkOut: '2026-06-07T07:00:00.000Z' };
    const manual = { id: 9, checkIn: '2026-06-07T20:00:00.000Z', checkOut: '2026-06-08T20:00:00.000Z' };
    const events = buildCalendarEvents({
      timeZone: 'Asia/Dubai',
      reservations: [
        reservation({}),
        reservation({
          id: 2,
          confirmationCode: 'OB2',
          ownerReservation: true,
          title: 'Owner blocked',
          start: '2026-06-05T11:00:00.000Z',
          end: '2026-06-06T20:00:00.000Z',
        }),
      ],
      days: [
        day('2026-06-03', { task: inside, tasks: [inside], blocks: { o: false, t: true, m: false } }),
        day('2026-06-07', {
          task: free,
          tasks: [free],
          manualBlock: manual,
          note: 'Import: Vrbo',
          blocks: { o: false, t: true, m: true },
        }),
      ],
    });
    expect(events.map((e) => `${e.kind}:${e.label}`)).toEqual([
      'reservation:Emma',
      'owner:Owner blocked',
      'task:AC',
      'manual:Import: Vrbo',
    ]);
    expect(events.find((e) => e.kind === 'manual')?.isBackground).toBe(true);
    const byDate = eventsByDate(events);
    expect(byDate.get('2026-06-04')?.map((e) => e.key)).toEqual(['r-1']);
    expect(byDate.get('2026-06-05')?.map((e) => e.key)).toEqual(['o-2']);
    expect(byDate.get('2026-06-07')?.map((e) => e.key)).toEqual(['t-6']);
    expect(byDate.get('2026-06-08')?.map((e) => e.key)).toEqual(['m-9']);
  });

  //  June 2026 (Dubai)    10th                           11th
  //  Chloé (guest)        [15:00 ===========================
  //  Linen (task)     [13:00-16:00]                              starts before check-in: shown
  //  Keys (task)                  [17:00-18:00]                  inside the stay: hidden
  //  Pool (task)    [08:00-09:00]                                free part of the day: shown
  it('draws every task of a day, each once, and still hides those inside a stay (decision 042)', () => {
    const task = (id: number, title: string, checkIn: string, checkOut: string) => ({ id, title, checkIn, checkOut });
    const pool = task(1, 'Pool', '2026-06-10T04:00:00.000Z', '2026-06-10T05:00:00.000Z');
    const linen = task(2, 'Linen', '2026-06-10T09:00:00.000Z', '2026-06-10T12:00:00.000Z');
    const keys = task(3, 'Keys', '2026-06-10T13:00:00.000Z', '2026-06-10T14:00:00.000Z');
    const events = buildCalendarEvents({
      timeZone: 'Asia/Dubai',
      reservations: [
        reservation({ guestName: 'Chloé', start: '2026-06-10T11:00:00.000Z', end: '2026-06-12T07:00:00.000Z' }),
      ],
      days: [
        day('2026-06-10', { task: pool, tasks: [pool, linen, keys], blocks: { o: false, t: true, m: false } }),
        day('2026-06-11', { task: null, tasks: [], status: 'booked' }),
      ],
    });
    expect(
      eventsByDate(events)
        .get('2026-06-10')
        ?.map((e) => e.label),
    ).toEqual(['Chloé', 'Pool', 'Linen']);
  });
});
