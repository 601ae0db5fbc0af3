import PDFDocument from 'pdfkit';
import { type Direction, type VisualRun, visualRuns } from './bidi-runs.ts';
import { type FontName, fontBytes } from './fonts.ts';

export type Align = 'start' | 'end' | 'center';

export interface TextOptions {
  /** From the start edge of the content box (the right edge in a right-to-left document). */
  inset?: number;
  width?: number;
  size?: number;
  isBold?: boolean;
  align?: Align;
  color?: string;
}

export interface Cell extends Omit<TextOptions, 'inset' | 'width'> {
  text: string;
  /** Share of the row's width. */
  share: number;
}

const A4 = { width: 595.28, height: 841.89 };
/** Characters Noto Sans lacks: Arabic letters, and Arabic punctuation between words. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** A piece of a run drawn with one font. */
interface Piece {
  text: string;
  font: FontName;
}

/** Arabic words in the Arabic font; in the other runs, any Arabic punctuation in it too, the rest in Noto Sans. */
function piecesOf(runs: VisualRun[], isBold: boolean): Piece[] {
  const latin: FontName = isBold ? 'bold' : 'regular';
  const arabic: FontName = isBold ? 'arabicBold' : 'arabicRegular';
  const pieces: Piece[] = [];
  for (const run of runs) {
    if (run.script === 'arabic') {
      pieces.push({ text: run.text, font: arabic });
      continue;
    }
    for (const char of run.text) {
      const font = ARABIC_SCRIPT.test(char) ? arabic : latin;
      const last = pieces.at(-1);
      if (last?.font === font) last.text += char;
      else pieces.push({ text: char, font });
    }
  }
  return pieces;
}
const MARGIN = 48;
const MIN_SIZE = 6;

/**
 * One A4 page of lines and table rows, laid out from the start edge of the document's direction: in Arabic the first
 * column is the rightmost and text aligns right. Every line goes through visualRuns (bidi-runs.ts), so mixed Arabic,
 * Latin and digits keep their spaces and order, and Arabic letters stay joined.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly contentWidth = A4.width - 2 * MARGIN;
  y = MARGIN;

  constructor(
    readonly direction: Direction,
    info: { title: string; language: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: info.language,
      info: { Title: info.title, Producer: 'Owner Portal', Creator: 'Owner Portal' },
      // A fixed date keeps the bytes (and so the cached file) the same for the same figures.
      pdfVersion: '1.7',
    });
    this.doc.info.CreationDate = new Date(0);
    for (const [name, bytes] of Object.entries(fontBytes())) this.doc.registerFont(name, bytes);
  }

  private measure(pieces: Piece[], size: number): number[] {
    return pieces.map((piece) => this.doc.font(piece.font).fontSize(size).widthOfString(piece.text));
  }

  /** Draws one line at the current y; a line too wide for its box is drawn smaller rather than cut or wrapped. */
  text(text: string, options: TextOptions = {}): void {
    const {
      inset = 0,
      width = this.contentWidth - inset,
      isBold = false,
      align = 'start',
      color = '#1f2933',
    } = options;
    let size = options.size ?? 10;
    const runs = piecesOf(visualRuns(text, this.direction), isBold);
    let widths = this.measure(runs, size);
    let total = widths.reduce((sum, w) => sum + w, 0);
    if (total > width) {
      size = Math.max(MIN_SIZE, (size * width) / total);
      widths = this.measure(runs, size);
      total = widths.reduce((sum, w) => sum + w, 0);
    }
    const boxLeft = this.direction === 'rtl' ? A4.width - MARGIN - inset - width : MARGIN + inset;
    const isLeft = (align === 'start') === (this.direction === 'ltr');
    let x = align === 'center' ? boxLeft + (width - total) / 2 : isLeft ? boxLeft : boxLeft + width - total;
    const baseline = this.y + size;
    runs.forEach((run, i) => {
      this.doc
        .font(run.font)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += widths[i] ?? 0;
    });
  }

  /** A row of cells from the start edge, each in its share of the width. */
  row(cells: Cell[], options: { height?: number } = {}): void {
    const totalShare = cells.reduce((sum, cell) => sum + cell.share, 0);
    let inset = 0;
    for (const { text, share, ...style } of cells) {
      const width = (this.contentWidth * share) / totalShare;
      this.text(text, { ...style, inset: inset + 2, width: width - 4 });
      inset += width;
    }
    this.y += options.height ?? 16;
  }

  rule(color = '#d0d7de'): void {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(A4.width - MARGIN, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    this.y += 6;
  }

  gap(height: number): void {
    this.y += height;
  }

  /** Whether `height` more fits above the bottom margin; if not, a new page starts. */
  ensureRoom(height: number): void {
    if (this.y + height <= A4.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** The finished file. */
  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}
