import { describe, expect, it } from 'vitest';
import { blockSurfaceFor, servesProperty } from './surface.ts';

describe('blockSurfaceFor', () => {
  it('follows the login status, and the property when the owner is on both systems', () => {
    expect(blockSurfaceFor('guesty', true)).toBe('legacy');
    expect(blockSurfaceFor('pordal', false)).toBe('pordal');
    expect(blockSurfaceFor('both', true)).toBe('pordal');
    expect(blockSurfaceFor('both', false)).toBe('legacy');
  });
});

describe('servesProperty', () => {
  it('lets each surface serve only the properties of its own booking system', () => {
    expect(servesProperty('pordal', true)).toBe(true);
    expect(servesProperty('pordal', false)).toBe(false);
    expect(servesProperty('legacy', false)).toBe(true);
    expect(servesProperty('legacy', true)).toBe(false);
  });
});
