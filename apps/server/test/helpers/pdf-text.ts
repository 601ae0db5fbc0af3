import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (what a person copying or searching it gets), with the bidi
 * embedding marks pdftotext puts around right-to-left lines removed. `layout` keeps each printed line on one line.
 */
export function pdfText(bytes: Uint8Array, options: { layout?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts of a PDF as poppler's pdffonts lists them: each font's name (without its subset prefix) and whether the
 * file carries it (embedded), so it looks the same where the font is not installed. */
export function pdfFonts(bytes: Uint8Array): { name: string; isEmbedded: boolean }[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    // name type encoding emb sub uni object ID: the type may hold spaces ("CID TrueType"), so read from the right.
    return lines.map((line) => {
      const columns = line.trim().split(/\s+/);
      return { name: (columns[0] ?? '').replace(/^[A-Z]{6}\+/, ''), isEmbedded: columns.at(-5) === 'yes' };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
