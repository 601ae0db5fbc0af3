import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'mdat');
};

describe('sniffContentType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%\u00e2\u00e3'), 'application/pdf'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0, 16], 'Exif'), 'image/jpeg'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a HEIC photo', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['a generic HEIF naming HEIC', ftyp('mif1', 'mif1', 'heic'), 'image/heic'],
  ])('knows %s by its first bytes', (_name, content, type) => {
    expect(sniffContentType(content)).toBe(type);
  });

  it.each([
    ['HTML named .pdf', bytes('<!doctype html><script>alert(1)</script>')],
    ['a PDF signature not at the start', bytes(' %PDF-1.7')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a RIFF that is a WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an AVIF (HEIF, but not HEIC)', ftyp('avif', 'mif1', 'avif')],
    ['an MP4', ftyp('isom', 'isom', 'mp41')],
    ['an ftyp box longer than the file', bytes([0, 0, 1, 0], 'ftypheic', [0, 0, 0, 0])],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(sniffContentType(content)).toBeNull();
  });
});
