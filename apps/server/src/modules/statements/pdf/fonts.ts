import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const notoSans = (file: string) => require.resolve(`@expo-google-fonts/noto-sans/${file}`);
const dejaVu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

/**
 * Noto Sans for Latin, Cyrillic and digits, and DejaVu Sans for Arabic (decision 100): TTF files from npm packages
 * (SIL Open Font License; DejaVu's own free licence), never fetched at run time. pdfkit embeds a subset of each, the
 * glyphs a document uses, and shapes Arabic words with the font's own tables. Noto Sans Arabic draws many letters as a
 * dotless body shared by several letters plus separate dots, so a PDF made with it could not tell a reader which letter
 * a glyph is (copying الحجوزات gave الححوزات); DejaVu's Arabic forms are glyphs of their own, so the text stays
 * searchable and copyable.
 */
export const FONTS = {
  regular: notoSans('400Regular/NotoSans_400Regular.ttf'),
  bold: notoSans('700Bold/NotoSans_700Bold.ttf'),
  arabicRegular: dejaVu('DejaVuSans.ttf'),
  arabicBold: dejaVu('DejaVuSans-Bold.ttf'),
} as const;

export type FontName = keyof typeof FONTS;

let loaded: Record<FontName, Buffer> | null = null;

/** The font files read once per process; each document parses only what it draws. */
export function fontBytes(): Record<FontName, Buffer> {
  loaded ??= {
    regular: readFileSync(FONTS.regular),
    bold: readFileSync(FONTS.bold),
    arabicRegular: readFileSync(FONTS.arabicRegular),
    arabicBold: readFileSync(FONTS.arabicBold),
  };
  return loaded;
}
