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
