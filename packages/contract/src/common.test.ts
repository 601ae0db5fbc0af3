import { describe, expect, it } from 'vitest';
import { idParam } from './common.ts';

describe('integers from the wire', () => {
  it('takes numbers and digit strings, and nothing else (true is not property 1)', () => {
    expect(idParam.parse(7)).toBe(7);
    expect(idParam.parse('7')).toBe(7);
    for (const bad of [true, false, '', ' ', '7a', '1e3', [7], null, 0, -1, 1.5, '2147483648']) {
      expect(idParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
