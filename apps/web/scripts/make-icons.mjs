// Draws the app's icons from the favicon's shapes (brand #0f4c5c, white house) into public/icons, with the system
// Chromium: node apps/web/scripts/make-icons.mjs. Run again only when the mark changes; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#0f4c5c';
const HOUSE = 'M7 15.5 16 8l9 7.5V25a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z';
const out = resolve(import.meta.dirname, '../public/icons');

/** `padding`: the share of the side left around the house (a maskable icon keeps it inside the 80% safe zone). */
const svg = ({ rounded, padding }) => {
  const scale = 1 - padding * 2;
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
    <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${HOUSE}" fill="#fff"/></g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, padding: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, padding: 0 },
  { file: 'maskable-192.png', size: 192, rounded: false, padding: 0.2 },
  { file: 'maskable-512.png', size: 512, rounded: false, padding: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, padding: 0.12 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`);
  await page.screenshot({ path: resolve(out, icon.file), omitBackground: true });
}
await browser.close();
console.info(`${icons.length} icons in ${out}`);
