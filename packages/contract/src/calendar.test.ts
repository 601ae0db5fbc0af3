import { describe, expect, it } from 'vitest';
import { calendarQuery, payoutsQuery, reservationsQuery, statisticsRequest } from './calendar.ts';
import { propertiesQuery } from './properties.ts';

describe('calendar and property contracts', () => {
  it('accepts a calendar range up to 400 days and refuses reversed, unreal or wider ones', () => {
    expect(calendarQuery.safeParse({ listingId: '3', from: '2026-01-01', to: '2027-02-04' }).success).toBe(true);
    expect(calendarQuery.safeParse({ listingId: '3', from: '2026-01-01', to: '2027-02-05' }).success).toBe(false);
    expect(calendarQuery.safeParse({ listingId: '3', from: '2026-02-02', to: '2026-02-01' }).success).toBe(false);
    expect(calendarQuery.safeParse({ listingId: '3', from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(calendarQuery.safeParse({ listingId: '3', from: 'soon', to: '2026-03-01' }).success).toBe(false);
  });

  it('reads the reservation status list and keeps it to confirmed and checked_in', () => {
    expect(reservationsQuery.parse({ status: 'confirmed,checked_in' }).status).toEqual(['confirmed', 'checked_in']);
    expect(reservationsQuery.parse({}).sort).toBe('checkIn');
    expect(reservationsQuery.safeParse({ status: 'confirmed,cancelled' }).success).toBe(false);
  });

  it('takes statistics from form strings or JSON numbers', () => {
    expect(statisticsRequest.parse({ property_id: '4', month: '12', year: '2026' })).toEqual({
      property_id: 4,
      month: 12,
      year: 2026,
    });
    expect(statisticsRequest.safeParse({ property_id: 4, month: 12.5, year: 2026 }).success).toBe(false);
  });

  it('splits confirmation codes and bounds their number and characters', () => {
    expect(payoutsQuery.parse({ confirmation_codes: 'HM1-001,BK2-002' }).confirmation_codes).toEqual([
      'HM1-001',
      'BK2-002',
    ]);
    expect(payoutsQuery.safeParse({ confirmation_codes: 'a b' }).success).toBe(false);
  });

  it('defaults the properties page to 999 and never allows more', () => {
    expect(propertiesQuery.parse({})).toEqual({ limit: 999, page: 1 });
    expect(propertiesQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
