import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { schema } from '@portal/db';
import type { FinanceDocumentKind } from '@portal/domain';
import type { Language } from '@portal/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, safeFileName } from '../../files/download.ts';
import type { AppDeps } from '../../types.ts';

const { generatedPdfs } = schema;

/** Bump when a PDF layout changes, so every cached file is made again. */
const LAYOUT_VERSION = 2;

export interface PdfSource {
  kind: FinanceDocumentKind;
  documentId: number;
  ownerId: number;
  /** A PDF staff uploaded in place of the generated one. */
  uploadedFileId: string | null;
  /** Everything the generated PDF prints; its digest is the ETag. */
  printed: unknown;
  fileName: string;
  render: () => Promise<Buffer>;
}

interface PdfBody {
  etag: string;
  byteSize: number;
  body: Readable | Buffer;
}

const quote = (digest: string) => `"${digest}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The generated PDF for these figures and this language: the cached file, or a new one replacing the old. */
async function generated(deps: AppDeps, source: PdfSource, language: Language, etag: string): Promise<PdfBody> {
  const key = and(
    eq(generatedPdfs.kind, source.kind),
    eq(generatedPdfs.documentId, source.documentId),
    eq(generatedPdfs.language, language),
  );
  const [cached] = await deps.db.select().from(generatedPdfs).where(key);
  const opened = cached?.etag === etag ? await deps.files.open(deps.db, cached.fileId) : null;
  if (opened) return { etag, byteSize: opened.file.byteSize, body: opened.body };
  const bytes = await source.render();
  await deps.db.transaction(async (tx) => {
    // One writer per document and language, so two processes generating at once never leave a file behind.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`pdf:${source.kind}:${source.documentId}:${language}`}))`,
    );
    const [current] = await tx.select().from(generatedPdfs).where(key).for('update');
    if (current?.etag === etag) return;
    const stored = await deps.files.put(tx, {
      ownerId: source.ownerId,
      purpose: source.kind === 'statement' ? 'statement' : 'invoice',
      fileName: source.fileName,
      contentType: 'application/pdf',
      bytes,
    });
    await tx
      .insert(generatedPdfs)
      .values({
        kind: source.kind,
        documentId: source.documentId,
        language,
        etag,
        fileId: stored.id,
        createdAt: deps.now(),
      })
      .onConflictDoUpdate({
        target: [generatedPdfs.kind, generatedPdfs.documentId, generatedPdfs.language],
        set: { etag, fileId: stored.id, createdAt: deps.now() },
      });
    if (current) await deps.files.delete(tx, current.fileId);
  });
  return { etag, byteSize: bytes.byteLength, body: bytes };
}

/**
 * Sends a statement or invoice PDF as an attachment with a readable name and an ETag: a staff upload when there is
 * one, else the PDF generated from the stored figures, made once and kept until the figures (or the language, or the
 * layout) change. A matching If-None-Match answers 304 without reading or generating anything.
 */
export async function sendDocumentPdf(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  source: PdfSource,
  language: Language,
) {
  let pdf: PdfBody | null = null;
  if (source.uploadedFileId) {
    const described = await deps.files.get(deps.db, source.uploadedFileId);
    const etag = described ? quote(`u-${described.sha256}`) : '';
    if (described && matches(request, etag)) return notModified(reply, etag);
    const opened = described ? await deps.files.open(deps.db, described.id) : null;
    if (opened) pdf = { etag, byteSize: opened.file.byteSize, body: opened.body };
  }
  if (!pdf) {
    const digest = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, language, source.printed]))
      .digest('base64url');
    const etag = quote(`g-${digest}`);
    if (matches(request, etag)) return notModified(reply, etag);
    pdf = await generated(deps, source, language, etag);
  }
  return (
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Length', String(pdf.byteSize))
      .header('Content-Disposition', attachmentDisposition(safeFileName(source.fileName, 'application/pdf')))
      .header('ETag', pdf.etag)
      // Kept by the browser, but asked again each time: a replaced upload or a changed figure is never served stale.
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf.body)
  );
}

function notModified(reply: FastifyReply, etag: string) {
  return reply.status(304).header('ETag', etag).header('Cache-Control', 'private, no-cache').send();
}
