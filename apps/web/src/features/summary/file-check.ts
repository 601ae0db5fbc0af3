import { DOCUMENT_MAX_BYTES, sniffContentType } from '@portal/domain';

export type FileProblem = 'UNSUPPORTED_FILE_TYPE' | 'FILE_TOO_LARGE' | 'FILE_EMPTY';

/** What the input offers to pick; the content is what counts (checked here at once, and again by the server). */
export const ACCEPTED_FILES = 'application/pdf,image/png,image/jpeg,image/webp,image/heic,.heic,.heif';

/** Images and PDF only, judged by the first bytes as the server judges them, and at most 10 MB. */
export async function checkUploadFile(file: File): Promise<FileProblem | null> {
  if (file.size === 0) return 'FILE_EMPTY';
  if (file.size > DOCUMENT_MAX_BYTES) return 'FILE_TOO_LARGE';
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return sniffContentType(head) ? null : 'UNSUPPORTED_FILE_TYPE';
}
