import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './text.ts';

describe('hasVisibleText', () => {
  it('finds letters in any script, and none in spaces or invisible format characters alone', () => {
    for (const text of ['Hello', ' ? ', 'مرحبا', '\u200fمرحبا\u200f', 'Привет', '👍🏽'])
      expect(hasVisibleText(text), text).toBe(true);
    for (const text of ['', '   \n\t', '\u200b\u200b', '\u2060\ufeff', '\u200e\u200f \u00a0']) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });
});
