import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.tsx';

const summary = (propertyId?: string) => navItems(propertyId).map((item) => [item.id, item.href]);

describe('navigation entries', () => {
  it('without a property in the path: Calendar and Statements are disabled, Maintenance is absent', () => {
    expect(summary()).toEqual([
      ['properties', '/properties'],
      ['calendar', null],
      ['statements', null],
      ['settings', '/settings/list'],
      ['help', '/help'],
    ]);
  });

  it('with a property id in the path every entry links to that property', () => {
    expect(summary('12')).toEqual([
      ['properties', '/properties'],
      ['calendar', '/calendar/12'],
      ['statements', '/documents/statements/12'],
      ['maintenance', '/documents/maintenance/12'],
      ['settings', '/settings/list/12'],
      ['help', '/help/12'],
    ]);
  });
});
