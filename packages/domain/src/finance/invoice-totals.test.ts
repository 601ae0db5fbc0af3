import { describe, expect, it } from 'vitest';
import { minorToDecimal } from './decimal.ts';
import { furnishingBalance, invoiceTotal, maintenanceTotal } from './invoice-totals.ts';

describe('invoice totals (minor units)', () => {
  it('the furnishing figure is fp_expenses + fp_fee + non_fp_expenses', () => {
    expect(invoiceTotal({ expenses: 1_250_000, fee: 125_000, otherExpenses: 48_050 })).toBe(1_423_050);
  });

  it('a maintenance invoice uses its total_expenses when it has one', () => {
    expect(maintenanceTotal({ totalExpenses: 42_000, expenses: 1, fee: 2, otherExpenses: 3 })).toBe(42_000);
    expect(maintenanceTotal({ totalExpenses: 0, expenses: 10_000 })).toBe(0);
  });

  it('a maintenance invoice without total_expenses is computed like the furnishing figure', () => {
    expect(maintenanceTotal({ totalExpenses: null, expenses: 30_000, fee: 3_000, otherExpenses: 1_550 })).toBe(34_550);
    expect(maintenanceTotal({ totalExpenses: null, expenses: 30_000 })).toBe(30_000);
    expect(maintenanceTotal({ totalExpenses: null })).toBe(0);
  });

  it('a furnishing invoice takes off its total less what the owner paid, never less than zero', () => {
    const parts = { expenses: 1_000_000, fee: 100_000, otherExpenses: 50_000 };
    expect(furnishingBalance({ ...parts, received: 800_000 })).toBe(350_000);
    expect(furnishingBalance({ ...parts, received: 1_150_000 })).toBe(0);
    expect(furnishingBalance({ ...parts, received: 2_000_000 })).toBe(0);
  });
});

describe('minorToDecimal', () => {
  it('writes exact decimals with two places, never through a float', () => {
    expect(minorToDecimal(123_450)).toBe('1234.50');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(900_719_925_474_099)).toBe('9007199254740.99');
    expect(() => minorToDecimal(0.5)).toThrow(RangeError);
  });
});
