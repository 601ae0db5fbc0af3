/** What an upload may be: PDFs and photos (docs/architecture.md#files), judged by the bytes, never by the name. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The file name extension each type is saved with. */
export const EXTENSION_OF: Record<UploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

// HEIF brands of HEIC still images and sequences; mif1/msf1 are generic HEIF and count only with a HEIC brand too.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_GENERIC = new Set(['mif1', 'msf1']);

/** An ISO-BMFF file starting with an ftyp box whose brands say HEIC (an AVIF or MP4 is refused). */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const major = ascii(bytes, 8, 4);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC.has(major)) return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, 4))) return true;
  return false;
}

/** The upload's real type from its first bytes (magic numbers), or null for anything else. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}

/** Images larger than this are refused before anything decodes them (a decompression bomb is small on the wire). */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 60_000_000;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);
const u24le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16);

/** JPEG: the first start-of-frame marker's height and width (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(b, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * The pixel size an image declares in its header, read without decoding it (PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X);
 * null when the header does not say (HEIC, or a truncated file).
 */
export function declaredImageSize(
  bytes: Uint8Array,
  type: UploadContentType,
): { width: number; height: number } | null {
  if (type === 'image/png' && bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR') {
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (type === 'image/webp' && bytes.length >= 30) {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    if (chunk === 'VP8L') {
      const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ') {
      const u16le = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
      return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
    }
  }
  return null;
}

/** Whether an image's declared size is beyond what the portal accepts. */
export function isImageTooLarge(bytes: Uint8Array, type: UploadContentType): boolean {
  const size = declaredImageSize(bytes, type);
  if (!size) return false;
  return size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS;
}
