import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-runs.ts';

const shown = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction).map((run) => (run.script === 'arabic' ? `<${run.text}>` : run.text));

describe('visualRuns: mixed-direction lines placed left to right for pdfkit', () => {
  it('leaves a left-to-right line of Latin, Cyrillic and digits as one run', () => {
    expect(shown('Net amount: AED 1,234.50', 'ltr')).toEqual(['Net amount: AED 1,234.50']);
    expect(shown('К выплате: 1 234,50 AED', 'ltr')).toEqual(['К выплате: 1 234,50 AED']);
  });

  it('reverses the word order of Arabic text and keeps each word in logical order (the font engine joins it)', () => {
    // Read right to left: الكشف الشهري — so "الشهري" is drawn leftmost.
    expect(shown('الكشف الشهري', 'rtl')).toEqual(['<الشهري>', ' ', '<الكشف>']);
  });

  it('keeps the space at each change of direction, and numbers left to right inside Arabic', () => {
    expect(shown('Marina Gate 1204 — مايو 2026', 'rtl')).toEqual(['2026 ', '<مايو>', ' — Marina Gate 1204']);
    expect(shown('صافي المبلغ: 1,234.50', 'rtl')).toEqual(['1,234.50 :', '<المبلغ>', ' ', '<صافي>']);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(shown('ليلتان (HM7-013)', 'rtl')).toEqual(['(HM7-013) ', '<ليلتان>']);
  });

  it('drops the invisible direction marks Intl puts around Arabic amounts, which no font can draw', () => {
    const amount = new Intl.NumberFormat('ar-AE-u-nu-latn', { style: 'currency', currency: 'AED' }).format(-1234.5);
    expect(amount).toMatch(/\u200f/);
    const runs = visualRuns(amount, 'rtl');
    expect(runs.map((run) => run.text).join('')).not.toMatch(/[\u200e\u200f]/);
    expect(runs.map((run) => run.text).join('')).toContain('-1,234.50');
  });

  it('places an Arabic guest name inside an English line at its own place, letters in logical order', () => {
    expect(shown('Guest: عائشة المنصوري (Airbnb)', 'ltr')).toEqual([
      'Guest: ',
      '<المنصوري>',
      ' ',
      '<عائشة>',
      ' (Airbnb)',
    ]);
  });
});
