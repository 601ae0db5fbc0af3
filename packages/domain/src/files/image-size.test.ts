import { describe, expect, it } from 'vitest';
import { declaredImageSize, isImageTooLarge, MAX_IMAGE_SIDE } from './sniff.ts';

/** A PNG signature and IHDR chunk declaring the given size (no pixel data: nothing needs decoding). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision 8, height, width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array(12).fill(0)]);
}

function webpVp8x(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  const text = (at: number, s: string) =>
    bytes.set(
      [...s].map((c) => c.charCodeAt(0)),
      at,
    );
  text(0, 'RIFF');
  text(8, 'WEBP');
  text(12, 'VP8X');
  const w = width - 1;
  const h = height - 1;
  bytes.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 24);
  return bytes;
}

describe('declared image size, read without decoding', () => {
  it.each([
    ['PNG', pngHeader(800, 600), 'image/png'],
    ['JPEG', jpegHeader(800, 600), 'image/jpeg'],
    ['WebP VP8X', webpVp8x(800, 600), 'image/webp'],
  ] as const)('%s header says 800 × 600', (_name, bytes, type) => {
    expect(declaredImageSize(bytes, type)).toEqual({ width: 800, height: 600 });
    expect(isImageTooLarge(bytes, type)).toBe(false);
  });

  it.each([
    ['a side over the limit', pngHeader(MAX_IMAGE_SIDE + 1, 10)],
    ['100,000 × 100,000 (a decompression bomb)', pngHeader(100_000, 100_000)],
    ['8,000 × 8,000 = 64 megapixels', pngHeader(8_000, 8_000)],
  ])('refuses %s', (_name, bytes) => {
    expect(isImageTooLarge(bytes, 'image/png')).toBe(true);
  });

  it('refuses an enormous JPEG and WebP too, and accepts the limit itself', () => {
    expect(isImageTooLarge(jpegHeader(65_000, 65_000), 'image/jpeg')).toBe(true);
    expect(isImageTooLarge(webpVp8x(16_000, 100), 'image/webp')).toBe(true);
    expect(isImageTooLarge(pngHeader(MAX_IMAGE_SIDE, 4_000), 'image/png')).toBe(false);
  });

  it('says nothing of a truncated header', () => {
    expect(declaredImageSize(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeNull();
    expect(isImageTooLarge(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')).toBe(false);
  });
});
