import type { Page } from '@playwright/test';
import { addDays, dateParts } from '@portal/domain';
import { expect } from '../fixtures.ts';
import { todayInDubai } from './blocks-helpers.ts';

export const MARINA = 'Marina Gate 1204';

/** A day in words as the summary writes it in English: 'April 9, 2030'. */
export function longDate(date: string): string {
  const [y, m, d] = dateParts(date);
  return new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** `days` from today in the demo properties' zone. */
export const inDays = (days: number) => addDays(todayInDubai(), days);

/** A small valid PDF (what a scanner would produce is larger, but the server judges the first bytes). */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** A HEIC header: accepted as a photo, but a web view without a HEIC decoder (Chromium, Android) cannot show it. */
export const heicFile = (name: string) => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return { name, mimeType: 'image/heic', buffer: Buffer.concat([ftyp, Buffer.alloc(64)]) };
};

export async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
