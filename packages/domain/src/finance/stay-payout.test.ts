import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dates/index.ts';
import { stayCommission, stayPayout } from './stay-payout.ts';

const settings = [
  { id: 1, propertyId: 7, year: null, month: null, value: '0.2' },
  { id: 2, propertyId: 7, year: 2026, month: 6, value: '0.15' },
];

describe('stayPayout: the one payout rule of the calendar and the statements', () => {
  it('charges the commission of the check-in month on the property clock', () => {
    // Checks in on 31 May 23:30 in Dubai (still May there, 19:30 UTC): May's commission, not June's.
    const mayEvening = { propertyId: 7, timeZone: 'Asia/Dubai', commissionSettings: settings };
    expect(stayCommission({ ...mayEvening, checkIn: zonedInstant('2026-05-31', '23:30', 'Asia/Dubai') })).toBe('0.2');
    expect(stayCommission({ ...mayEvening, checkIn: zonedInstant('2026-06-01', '00:30', 'Asia/Dubai') })).toBe('0.15');
  });

  it('management fee = gross × commission, half up to the cent; net = gross − fee', () => {
    const payout = stayPayout({
      propertyId: 7,
      timeZone: 'Asia/Dubai',
      commissionSettings: settings,
      checkIn: zonedInstant('2026-06-10', '15:00', 'Asia/Dubai'),
      discountedFareMinor: 120_000,
      hostServiceFeeMinor: 3_600,
      grossRevenueMinor: 123_457,
    });
    expect(payout).toEqual({
      discountedFare: 120_000,
      hostServiceFee: 3_600,
      grossRevenue: 123_457,
      managementFee: 18_519,
      netPayout: 104_938,
    });
  });
});
