import { describe, expect, it } from 'vitest';
import { type CommissionSetting, commissionFor, DEFAULT_COMMISSION } from './commission.ts';

const FLAT = 7;
const VILLA = 8;
const JULY = { propertyId: FLAT, year: 2026, month: 7 };

let nextId = 1;
const row = (
  propertyId: number | null,
  year: number | null,
  month: number | null,
  value: string,
): CommissionSetting => ({
  id: nextId++,
  propertyId,
  year,
  month,
  value,
});

describe('commissionFor', () => {
  //  strongest                                                      weakest
  //  flat, July 2026  >  flat, every month  >  all, July 2026  >  all, every month  >  1
  const flatJuly = row(FLAT, 2026, 7, '0.25');
  const flatAlways = row(FLAT, null, null, '0.2');
  const allJuly = row(null, 2026, 7, '0.3');
  const allAlways = row(null, null, null, '0.35');
  const all = [allAlways, allJuly, flatAlways, flatJuly];

  it('takes the most specific row that applies', () => {
    expect(commissionFor(all, JULY)).toBe('0.25');
    expect(commissionFor([allAlways, allJuly, flatAlways], JULY)).toBe('0.2');
    expect(commissionFor([allAlways, allJuly], JULY)).toBe('0.3');
    expect(commissionFor([allAlways], JULY)).toBe('0.35');
  });

  it('prefers the property row for every month over a global row for the very month', () => {
    expect(commissionFor([allJuly, flatAlways], JULY)).toBe('0.2');
  });

  it('is 1 when no row applies (docs/product/calendar.md#booking-details default commission)', () => {
    expect(commissionFor([], JULY)).toBe('1');
    expect(DEFAULT_COMMISSION).toBe('1');
  });

  it("never applies another property's rows or another month's", () => {
    expect(commissionFor(all, { propertyId: VILLA, year: 2026, month: 7 })).toBe('0.3');
    expect(commissionFor(all, { propertyId: VILLA, year: 2026, month: 6 })).toBe('0.35');
    expect(commissionFor([row(VILLA, null, null, '0.1'), row(FLAT, 2026, 6, '0.1')], JULY)).toBe('1');
    expect(commissionFor([row(FLAT, 2025, 7, '0.1')], JULY)).toBe('1');
  });

  it('ignores rows that name only a year or only a month', () => {
    expect(commissionFor([row(FLAT, 2026, null, '0.1'), row(FLAT, null, 7, '0.15')], JULY)).toBe('1');
  });

  it('takes the newest of two equally specific rows, whatever their order', () => {
    const older = row(FLAT, null, null, '0.2');
    const newer = row(FLAT, null, null, '0.22');
    expect(commissionFor([older, newer], JULY)).toBe('0.22');
    expect(commissionFor([newer, older], JULY)).toBe('0.22');
  });

  it('passes the decimal value on as written, without a float in between', () => {
    expect(commissionFor([row(FLAT, null, null, '0.1000')], JULY)).toBe('0.1000');
  });
});
