import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const tokens = readFileSync(resolve(here, '../../styles/tokens.css'), 'utf8');

/** The custom properties of styles/tokens.css, as written there. */
const palette = new Map([...tokens.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]] as const));
const color = (name: string): string => {
  const value = palette.get(name);
  if (!value) throw new Error(`${name} is not a hex colour in tokens.css`);
  return value;
};

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const FILLS = [
  '--day-available',
  '--day-confirmed',
  '--day-checked-in',
  '--day-booked',
  '--day-unavailable',
  '--day-unavailable-stripe',
];
const EDGES = [
  '--day-available-edge',
  '--day-confirmed-edge',
  '--day-checked-in-edge',
  '--day-booked-edge',
  '--day-unavailable-edge',
];

describe('one palette of day states meets WCAG AA (decision 043)', () => {
  it('day numbers, in normal and muted (outside the month) text, are 4.5:1 or more on every day fill', () => {
    for (const fill of FILLS) {
      expect(contrast(color('--color-text'), color(fill)), fill).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color('--color-text-muted'), color(fill)), fill).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('each legend swatch edge stands out from the white page at 3:1 or more (non-text contrast)', () => {
    for (const edge of EDGES) expect(contrast(color(edge), '#ffffff'), edge).toBeGreaterThanOrEqual(3);
  });

  it('white text on every event chip is 4.5:1 or more', () => {
    for (const chip of ['--event-guest', '--event-owner', '--event-task']) {
      expect(contrast(color('--color-text-inverse'), color(chip)), chip).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('no two day fills look the same (each state has its own colour)', () => {
    const fills = ['--day-confirmed', '--day-checked-in', '--day-booked', '--day-unavailable'].map(color);
    expect(new Set(fills).size).toBe(fills.length);
    expect(fills).not.toContain(color('--day-available'));
  });
});
