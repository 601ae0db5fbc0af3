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

/**
 * A line of mixed Arabic, Latin, Cyrillic and digits as runs in visual order (left to right), for a PDF library that
 * shapes a pure Arabic word itself but knows nothing of bidi (pdfkit issue #219). bidi-js runs the Unicode bidi
 * algorithm: the levels, the reordering (rule L2) and the mirrored brackets of right-to-left text (L4). Each Arabic word
 * is then put back in its logical order, because the font engine lays a word right to left with its letters joined;
 * spaces are characters like any other, so none is lost where the direction changes.
 */
export function visualRuns(text: string, direction: Direction): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: VisualRun[] = [];
  // The previous character placed, to tell whether an Arabic letter continues the same word.
  let previous: { index: number; isArabicWord: boolean } | null = null;
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    const char = text[index] ?? '';
    if (INVISIBLE.test(char)) continue;
    const isArabicWord = ARABIC_LETTER.test(char) && !ARABIC_PUNCTUATION.test(char);
    const last = runs.at(-1);
    const continuesWord =
      isArabicWord &&
      last?.script === 'arabic' &&
      previous?.isArabicWord === true &&
      Math.abs(previous.index - index) === 1 &&
      embedding.levels[previous.index] === embedding.levels[index];
    // A right-to-left word arrives last letter first: prepend to keep its logical order.
    if (continuesWord && last)
      last.text = (embedding.levels[index] ?? 0) % 2 === 1 ? char + last.text : last.text + char;
    else if (!isArabicWord && last?.script === 'other') last.text += mirrored.get(index) ?? char;
    else
      runs.push({
        text: isArabicWord ? char : (mirrored.get(index) ?? char),
        script: isArabicWord ? 'arabic' : 'other',
      });
    previous = { index, isArabicWord };
  }
  return runs;
}
