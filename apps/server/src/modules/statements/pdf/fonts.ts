import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from its npm package, never fetched at run time: Latin, Cyrillic, digits and Arabic in one font, whose
 * Arabic letter forms are glyphs of their own, so a PDF's text can be searched and copied (decision 031). pdfkit
 * embeds only the glyphs a document uses.
 */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let loaded: { regular: Buffer; bold: Buffer } | null = null;

/** The font files read once per process; each document parses only what it draws. */
export function fontBytes(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: readFileSync(FONTS.regular), bold: readFileSync(FONTS.bold) };
  return loaded;
}
