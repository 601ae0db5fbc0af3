// Draws the app's icons from the favicon's shapes (brand #0f4c5c, white house), with the system Chromium: the web
// app's (public/icons) and, over the files `npx cap add` wrote, the native projects' launcher icons and splash screens
// (android/app/src/main/res, ios/App/App/Assets.xcassets), each at the size it has.
// node apps/web/scripts/make-icons.mjs. Run again only when the mark changes; the PNGs are committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#0f4c5c';
const HOUSE = 'M7 15.5 16 8l9 7.5V25a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z';
const web = resolve(import.meta.dirname, '..');
const out = resolve(web, 'public/icons');

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

/** Any size, any shape: the house centred, `share` of the shorter side tall, on brand (or on nothing). */
const picture = ({ width, height, share, round = false, transparent = false }) => {
  const side = Math.min(width, height) * share;
  const scale = side / 18;
  const x = width / 2 - 16 * scale;
  const y = height / 2 - 17 * scale;
  const background = transparent
    ? ''
    : round
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${BRAND}"/>`
      : `<rect width="${width}" height="${height}" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}
    <g transform="translate(${x} ${y}) scale(${scale})"><path d="${HOUSE}" fill="#fff"/></g></svg>`;
};

function* pngs(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'public') yield* pngs(path);
    } else if (name.endsWith('.png')) yield path;
  }
}

/** The native projects' pictures: what each file is for, by its name. */
const nativeKind = (path) => {
  if (path.includes('ic_launcher_foreground')) return { share: 0.4, transparent: true };
  if (path.includes('ic_launcher_round')) return { share: 0.55, round: true };
  if (path.includes('ic_launcher')) return { share: 0.6 };
  if (path.includes('AppIcon')) return { share: 0.62 };
  if (path.includes('splash')) return { share: 0.22 };
  return null;
};
const sizeOf = (path) => {
  const [width, height] = execFileSync('file', ['-b', path], { encoding: 'utf8' })
    .match(/(\d+) x (\d+)/)
    .slice(1)
    .map(Number);
  return { width, height };
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`);
  await page.screenshot({ path: resolve(out, icon.file), omitBackground: true });
}
const natives = [
  ...pngs(resolve(web, 'android/app/src/main/res')),
  ...pngs(resolve(web, 'ios/App/App/Assets.xcassets')),
];
for (const path of natives) {
  const kind = nativeKind(path);
  if (!kind) continue;
  const size = sizeOf(path);
  await page.setViewportSize(size);
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${picture({ ...size, ...kind })}</body></html>`,
  );
  await page.screenshot({ path, omitBackground: true });
}
await browser.close();
console.info(`${icons.length} icons in ${out}, ${natives.length} native icons and splash screens`);
