import type { MultipartFile } from '@fastify/multipart';
import {
  isImageTooLarge,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  sniffContentType,
  type UploadContentType,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { refuseUnstorableIn } from '../http/hostile-input.ts';
import { safeFileName } from './download.ts';

export interface UploadLimits {
  /** Largest file, in bytes. */
  fileSize: number;
  /** Most files in one request. */
  files: number;
  /** Most non-file fields. */
  fields: number;
  /** Most parts of any kind (files plus fields). */
  parts: number;
  /** Largest value of a non-file field, in bytes. */
  fieldSize: number;
}

const MiB = 1024 * 1024;

/** What app.ts registers @fastify/multipart with: small, so a route that forgets its own limits stays safe. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { fileSize: MiB, files: 1, fields: 5, parts: 6, fieldSize: 4096 };

/** A route's own limits, e.g. uploadLimits({ fileSize: 10 * MiB }) for scanned statements; the rest stay default. */
export function uploadLimits(limits: Partial<UploadLimits>): UploadLimits {
  return { ...DEFAULT_UPLOAD_LIMITS, ...limits };
}

export interface Upload {
  fileName: string;
  /** Sniffed from the bytes; what the client claimed is ignored. */
  contentType: UploadContentType;
  bytes: Buffer;
  /** The form's other fields, by name. */
  fields: Record<string, string>;
}

const LIMIT_ERRORS: Record<string, (limits: UploadLimits) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: (l) => new AppError('FILE_TOO_LARGE', `The file is larger than ${l.fileSize} bytes.`),
  FST_FILES_LIMIT: (l) => new AppError('UPLOAD_TOO_MANY_PARTS', `At most ${l.files} file(s) per upload.`),
  FST_FIELDS_LIMIT: (l) => new AppError('UPLOAD_TOO_MANY_PARTS', `At most ${l.fields} field(s) per upload.`),
  FST_PARTS_LIMIT: (l) => new AppError('UPLOAD_TOO_MANY_PARTS', `At most ${l.parts} part(s) per upload.`),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('VALIDATION_FAILED', 'Expected multipart/form-data.'),
};

const MALFORMED_MULTIPART =
  /Part terminated early|Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found/i;

/**
 * A file part's bytes, given up the moment the part passes the route's file size: @fastify/multipart's toBuffer()
 * would read (and drop) the rest of the part first, so a body with one oversized file was read to its end before the
 * 413 went out. Leaving the loop destroys the part's stream, which ends the form's parsing there.
 */
async function readFilePart(part: MultipartFile, limits: UploadLimits): Promise<Buffer> {
  const tooLarge = new AppError('FILE_TOO_LARGE', `The file is larger than ${limits.fileSize} bytes.`);
  // Busboy marks the part truncated and says 'limit' as the bytes pass the size (it may have said so already when the
  // bytes came in one piece, as they do in tests: then the check after each chunk, or after the loop, throws).
  part.file.once('limit', () => part.file.destroy(tooLarge));
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) throw tooLarge;
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge;
  return Buffer.concat(chunks);
}

/** The most a well-formed upload within the limits can weigh: the file, the fields and room for part headers. */
function maxBodyOf(limits: UploadLimits): number {
  return limits.fileSize * limits.files + limits.fieldSize * limits.fields + 1024 * limits.parts + 4096;
}

export interface UploadedFile {
  /** The form part's name. */
  field: string;
  fileName: string;
  /** Sniffed from the bytes; what the client claimed is ignored. */
  contentType: UploadContentType;
  bytes: Buffer;
}

/**
 * Reads a multipart form within the route's limits: every field, and every non-empty file checked by its content.
 * Over a limit → 413, a file that is not an accepted type → 415 (http/errors.ts maps the codes).
 */
export async function readForm(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[]; hasEmptyFile: boolean }> {
  // A body that says up front it is larger than the files and fields could ever be is refused before it is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBodyOf(limits)) throw LIMIT_ERRORS.FST_REQ_FILE_TOO_LARGE?.(limits);
  const fields: Record<string, string> = {};
  const raw: { field: string; fileName: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        raw.push({ field: part.fieldname, fileName: part.filename, bytes: await readFilePart(part, limits) });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const mapped = LIMIT_ERRORS[code];
    if (mapped) throw mapped(limits);
    // A body cut short or not multipart inside (busboy's words) is the client's malformed request, not our failure.
    if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
      throw new AppError('VALIDATION_FAILED', 'The upload is not a complete multipart/form-data body.');
    }
    throw error;
  }
  refuseUnstorableIn(fields, 'body');
  const files = raw
    .filter((file) => file.bytes.byteLength > 0)
    .map((file) => {
      const contentType = sniffContentType(file.bytes);
      if (!contentType) {
        throw new AppError('UNSUPPORTED_FILE_TYPE', 'Only PDF, PNG, JPEG, WebP and HEIC files can be uploaded.');
      }
      if (isImageTooLarge(file.bytes, contentType)) {
        throw new AppError(
          'IMAGE_TOO_LARGE',
          `The image is larger than ${MAX_IMAGE_SIDE} pixels on a side or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
        );
      }
      // The name is kept for the download only, made safe here already: no folders, no control characters.
      return { ...file, fileName: safeFileName(file.fileName, contentType), contentType };
    });
  return { fields, files, hasEmptyFile: raw.some((file) => file.bytes.byteLength === 0) };
}

/**
 * Reads a multipart upload of exactly one file within the route's limits, and checks what the file is by its
 * content. Over a limit → 413, not an accepted type → 415, an empty file → 422 FILE_EMPTY, no file → 400.
 */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  const { fields, files, hasEmptyFile } = await readForm(request, limits);
  const file = files.at(-1);
  if (!file && hasEmptyFile) throw new AppError('FILE_EMPTY', 'The file is empty.');
  if (!file) throw new AppError('VALIDATION_FAILED', 'The upload has no file.');
  return { fileName: file.fileName, contentType: file.contentType, bytes: file.bytes, fields };
}
