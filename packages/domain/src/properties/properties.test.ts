import { describe, expect, it } from 'vitest';
import { bedroomText } from './bedrooms.ts';
import { applyRate, fromMinorUnits, ownerPayout, toMinorUnits } from './money.ts';
import { pageCount, pageItems } from './pagination.ts';
import { pictureUrl } from './picture-url.ts';

describe('bedroomText (docs/product/properties.md#the-card)', () => {
  it('gives studio for 0, a count otherwise, nothing for negative or absent', () => {
    expect(bedroomText(0)).toEqual({ code: 'STUDIO' });
    expect(bedroomText(1)).toEqual({ code: 'BEDROOMS', count: 1 });
    expect(bedroomText(3)).toEqual({ code: 'BEDROOMS', count: 3 });
    expect(bedroomText(-1)).toBeNull();
    expect(bedroomText(null)).toBeNull();
    expect(bedroomText(undefined)).toBeNull();
  });
});

describe('pictureUrl', () => {
  it('turns a protocol-relative URL into https and keeps site paths', () => {
    expect(pictureUrl('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(pictureUrl('/demo/villa.svg')).toBe('/demo/villa.svg');
    expect(pictureUrl('https://x.test/p.webp')).toBe('https://x.test/p.webp');
  });

  it('refuses empty and script URLs', () => {
    expect(pictureUrl('')).toBeNull();
    expect(pictureUrl(null)).toBeNull();
    expect(pictureUrl('javascript:alert(1)')).toBeNull();
  });

  it('reads a path as a browser does: a backslash or a tab that leaves the site is the other host', () => {
    expect(pictureUrl('/\\evil.example/x.png')).toBe('https://evil.example/x.png');
    expect(pictureUrl('\\\\evil.example/x.png')).toBe('https://evil.example/x.png');
    expect(pictureUrl('/\t/evil.example/x.png')).toBe('https://evil.example/x.png');
    expect(pictureUrl('/demo/../demo/villa.svg?v=2')).toBe('/demo/villa.svg?v=2');
  });
});

describe('money in minor units', () => {
  it('parses decimals exactly', () => {
    expect(toMinorUnits('1234.50')).toBe(123_450);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits('-12.345')).toBe(-1_235);
    expect(toMinorUnits(null)).toBe(0);
    expect(fromMinorUnits(123_450)).toBe(1234.5);
  });

  it('applies a decimal rate with half-up rounding and no float drift', () => {
    expect(applyRate(10_000, '0.2')).toBe(2_000);
    expect(applyRate(333, '0.15')).toBe(50); // 49.95 -> 50
    expect(applyRate(1_000_000_000_00, '0.0525')).toBe(5_250_000_000);
    expect(applyRate(12_345, '1')).toBe(12_345);
  });

  it('computes the owner payout: management fee = gross × commission, net = gross − fee', () => {
    expect(
      ownerPayout({ discountedFare: 120_000, hostServiceFee: 3_600, grossRevenue: 116_400, commission: '0.2' }),
    ).toEqual({
      discountedFare: 120_000,
      hostServiceFee: 3_600,
      grossRevenue: 116_400,
      managementFee: 23_280,
      netPayout: 93_120,
    });
  });

  it('with the default commission of 1 the whole gross is the fee', () => {
    expect(ownerPayout({ discountedFare: 0, hostServiceFee: 0, grossRevenue: 5_000, commission: '1' }).netPayout).toBe(
      0,
    );
  });
});

describe('pagination', () => {
  it('counts pages as ceil(total / size), at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1000, 999)).toBe(2);
  });

  it('numbers all pages when few, and gaps far pages when many', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
