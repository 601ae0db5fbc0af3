import { describe, expect, it } from 'vitest';
import { readTypedDate, writeTypedDate } from './typed-date.ts';

const read = (text: string, order: 'mdy' | 'dmy' | 'ymd') => readTypedDate(text, order).date;
const problem = (text: string, order: 'mdy' | 'dmy' | 'ymd') => readTypedDate(text, order).problem;

describe('readTypedDate', () => {
  it('reads each language in its own order, with any usual separator', () => {
    expect(read('03/12/2030', 'mdy')).toBe('2030-03-12');
    expect(read('3/12/2030', 'mdy')).toBe('2030-03-12');
    expect(read('12.03.2030', 'dmy')).toBe('2030-03-12');
    expect(read('12-3-2030', 'dmy')).toBe('2030-03-12');
    expect(read(' 12 / 03 / 2030 ', 'dmy')).toBe('2030-03-12');
    expect(read('2030-03-12', 'mdy')).toBe('2030-03-12');
    expect(read('03122030', 'mdy')).toBe('2030-03-12');
    expect(read('12032030', 'dmy')).toBe('2030-03-12');
    expect(read('20300312', 'ymd')).toBe('2030-03-12');
  });

  it('reads Arabic-Indic digits and ignores direction marks', () => {
    expect(read('١٢/٠٣/٢٠٣٠', 'dmy')).toBe('2030-03-12');
    expect(read('12\u200f/03\u200f/2030', 'dmy')).toBe('2030-03-12');
    expect(read('۱۲/۰۳/۲۰۳۰', 'dmy')).toBe('2030-03-12');
  });

  it('tells an impossible day from text that is not a date', () => {
    expect(problem('02/30/2030', 'mdy')).toBe('DATE_IMPOSSIBLE');
    expect(problem('29.02.2027', 'dmy')).toBe('DATE_IMPOSSIBLE');
    expect(read('29.02.2028', 'dmy')).toBe('2028-02-29');
    expect(problem('13/01/2030', 'mdy')).toBe('DATE_IMPOSSIBLE');
    expect(problem('00.01.2030', 'dmy')).toBe('DATE_IMPOSSIBLE');
    for (const text of ['', 'tomorrow', '12/03', '12/03/30', '12/03/20301', '1/2/3/2030', '12:03:2030', '2030-3']) {
      expect(problem(text, 'dmy'), text).toBe('DATE_FORMAT');
    }
  });

  it('writes a day the way it reads it back', () => {
    for (const [order, separator] of [
      ['mdy', '/'],
      ['dmy', '.'],
      ['dmy', '/'],
      ['ymd', '-'],
    ] as const) {
      const text = writeTypedDate('2030-03-09', order, separator);
      expect(read(text, order)).toBe('2030-03-09');
    }
    expect(writeTypedDate('2030-03-09', 'mdy', '/')).toBe('03/09/2030');
  });
});
