import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type Script = 'arabic' | 'other';
export type Direction = 'ltr' | 'rtl';

/** A piece of a line drawn with one font; runs come in visual order, left to right. */
export interface VisualRun {
  text: string;
  script: Script;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_PUNCTUATION = /[\u060C\u061B\u061F\u066A-\u066D\u06D4]/;
// Marks that steer the bidi algorithm (LRM, RLM, ALM, isolates, embeddings) have no glyph in any font.
const INVISIBLE = /^[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]$/;

interface Token {
  text: string;
  level: number;
  isArabicWord: boolean;
}

/**
 * Tokens at the granularity reordering needs: a run of Arabic letters is one token (the font engine joins and lays it
 * out), every other character is a token of its own, mirrored when it sits at a right-to-left level.
 */
function tokens(text: string, levels: Uint8Array): Token[] {
  const out: Token[] = [];
  let offset = 0;
  for (const char of text) {
    const level = levels[offset] ?? 0;
    offset += char.length;
    if (INVISIBLE.test(char)) continue;
    const isArabicWord = ARABIC_LETTER.test(char) && !ARABIC_PUNCTUATION.test(char);
    const last = out.at(-1);
    if (isArabicWord && last?.isArabicWord && last.level === level) {
      last.text += char;
      continue;
    }
    const shown = !isArabicWord && level % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
    out.push({ text: shown, level, isArabicWord });
  }
  return out;
}

/** Unicode rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above. */
function reorder(list: Token[]): Token[] {
  const ordered = [...list];
  const levels = ordered.map((token) => token.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < ordered.length; i++) {
      if ((ordered[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end++;
      ordered.splice(i, end - i + 1, ...ordered.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return ordered;
}

/**
 * A line of mixed Arabic, Latin, Cyrillic and digits as runs in visual order (left to right), for a PDF library that
 * shapes a pure Arabic word itself but knows nothing of bidi (pdfkit issue #219). Each Arabic word keeps its logical
 * order (the font engine lays it right to left with its letters joined); every other character is placed by the
 * Unicode bidi algorithm, brackets mirrored in right-to-left text; spaces are characters like any other, so none is
 * lost where the direction changes.
 */
export function visualRuns(text: string, direction: Direction): VisualRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: VisualRun[] = [];
  for (const token of reorder(tokens(text, levels))) {
    const script: Script = token.isArabicWord ? 'arabic' : 'other';
    const last = runs.at(-1);
    if (last && script === 'other' && last.script === 'other') last.text += token.text;
    else runs.push({ text: token.text, script });
  }
  return runs;
}
