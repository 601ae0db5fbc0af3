import { EXTENSION_OF } from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { OpenedFile } from './file-store.ts';

const MAX_NAME_LENGTH = 120;
/** Extensions as common as the canonical one, kept as the owner wrote them. */
const OTHER_EXTENSIONS: Partial<Record<keyof typeof EXTENSION_OF, string[]>> = {
  'image/jpeg': ['jpeg'],
  'image/heic': ['heif'],
};

/**
 * A file name safe in a header and on the owner's disk: no folders, control or reserved characters, no leading dots,
 * at most 120 characters, and the extension of what the file really is.
 */
export function safeFileName(name: string, contentType: keyof typeof EXTENSION_OF): string {
  const extension = EXTENSION_OF[contentType];
  const base = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const kept = [extension, ...(OTHER_EXTENSIONS[contentType] ?? [])].find((e) => base.toLowerCase().endsWith(`.${e}`));
  const ending = kept ? base.slice(-kept.length) : extension;
  const stem = kept ? base.slice(0, -kept.length - 1) : base;
  const short = [...(stem || 'file')].slice(0, MAX_NAME_LENGTH - ending.length - 1).join('');
  return `${short.trim() || 'file'}.${ending}`;
}

/** RFC 6266: an ASCII fallback for old clients and the exact name in UTF-8 (RFC 5987) for the rest. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a stored file as a download the browser will neither render inline nor second-guess the type of. */
export function sendStoredFile(reply: FastifyReply, opened: OpenedFile) {
  const { file, body } = opened;
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.byteSize))
    .header('Content-Disposition', attachmentDisposition(safeFileName(file.fileName, file.contentType)))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
