import { describe, expect, it } from 'vitest';
import type { CalendarDay } from './calendar-days.ts';
import { dayAppearance, isImportNote } from './day-appearance.ts';

type Input = Parameters<typeof dayAppearance>[0];
const day = (partial: Partial<CalendarDay>): Input => ({
  status: 'available',
  note: null,
  blocks: { o: false, t: false, m: false },
  reservation: null,
  ...partial,
});

describe('dayAppearance (docs/product/calendar.md#day-appearance)', () => {
  it('takes the reservation status when the reservation is not parked', () => {
    expect(
      dayAppearance(day({ status: 'booked', reservation: { id: 1, status: 'checked_in', isParked: false } })),
    ).toBe('checked_in');
  });

  it('falls back to the day status for a parked reservation', () => {
    expect(dayAppearance(day({ status: 'booked', reservation: { id: 1, status: 'confirmed', isParked: true } }))).toBe(
      'booked',
    );
  });

  it('shows an unavailable day with an import-prefixed note and a manual block as booked', () => {
    const imported = day({
      status: 'unavailable',
      note: 'Imported from Booking.com',
      blocks: { o: false, t: false, m: true },
    });
    expect(dayAppearance(imported)).toBe('booked');
  });

  it('keeps unavailable without the import prefix or without the manual block', () => {
    expect(
      dayAppearance(day({ status: 'unavailable', note: 'Painting', blocks: { o: false, t: false, m: true } })),
    ).toBe('unavailable');
    expect(
      dayAppearance(day({ status: 'unavailable', note: 'Import: x', blocks: { o: true, t: false, m: false } })),
    ).toBe('unavailable');
  });

  it('shows no status for a booked day with a task block', () => {
    expect(dayAppearance(day({ status: 'booked', blocks: { o: false, t: true, m: false } }))).toBeNull();
    const importedWithTask = day({ status: 'unavailable', note: 'import', blocks: { o: false, t: true, m: true } });
    expect(dayAppearance(importedWithTask)).toBeNull();
  });

  it('shows no status for a booked day with a task whatever its reservation: confirmed, checked in or parked (decision 084)', () => {
    for (const reservation of [
      { id: 1, status: 'confirmed', isParked: false },
      { id: 1, status: 'checked_in', isParked: false },
      { id: 1, status: 'confirmed', isParked: true },
    ] as const) {
      const withTask = day({ status: 'booked', blocks: { o: false, t: true, m: false }, reservation });
      expect(dayAppearance(withTask), JSON.stringify(reservation)).toBeNull();
      const withoutTask = day({ status: 'booked', reservation });
      expect(dayAppearance(withoutTask)).toBe(reservation.isParked ? 'booked' : reservation.status);
    }
  });

  it('keeps the status of a day that is not booked when it has a task', () => {
    expect(dayAppearance(day({ blocks: { o: false, t: true, m: false } }))).toBe('available');
    const ownerStay = day({ status: 'unavailable', blocks: { o: true, t: true, m: false } });
    expect(dayAppearance(ownerStay)).toBe('unavailable');
    const plainBlock = day({ status: 'unavailable', note: 'Painting', blocks: { o: false, t: true, m: true } });
    expect(dayAppearance(plainBlock)).toBe('unavailable');
  });

  it('recognises the import prefix in any case, after leading spaces', () => {
    expect(isImportNote('  IMPORT: vrbo')).toBe(true);
    expect(isImportNote('Not imported')).toBe(false);
    expect(isImportNote(null)).toBe(false);
  });
});
