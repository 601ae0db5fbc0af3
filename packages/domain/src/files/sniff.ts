/** What an upload may be: PDFs and photos (ARCHITECTURE.md §3 Files), judged by the bytes, never by the name. */
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
