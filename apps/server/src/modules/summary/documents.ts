import type { OwnerDocument, OwnerDocumentsResponse, ownerDocumentFields } from '@portal/contract';
import { schema } from '@portal/db';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentTypeKey,
  dewaIssuedOn,
  documentTypeById,
  documentTypeByKey,
  expiryStatus,
  localDateOf,
  nextReminderOn,
  type ReminderThreshold,
  reminderSchedule,
  validateDocumentDates,
} from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OpenedFile } from '../../files/file-store.ts';
import { readUpload, uploadLimits } from '../../files/upload.ts';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import { documentUploaded } from '../webhooks/events.ts';

const { ownerDocuments, documentReminders, files } = schema;

/** Documents and bills: up to 10 MB (the issue), one file and the seven fields of docs/product/settings-property-summary.md#owner-documents. */
export const DOCUMENT_UPLOAD_LIMITS = uploadLimits({ fileSize: DOCUMENT_MAX_BYTES, fields: 8, parts: 9 });

type DocumentRow = typeof ownerDocuments.$inferSelect & { fileName: string };

function toWire(row: DocumentRow, sent: ReminderThreshold[], today: string): OwnerDocument {
  const status = expiryStatus(row.docType, row.expiresOn, today);
  return {
    ownerDocId: row.id,
    doc_type: row.docType,
    doc_type_id: documentTypeByKey(row.docType).id,
    issued_at: row.issuedOn,
    expires_at: row.expiresOn,
    file_name: row.fileName,
    property_id: row.propertyId,
    owner_id: row.ownerId,
    status: status.state,
    days_left: status.daysLeft,
    last_valid_day: status.lastValidDay,
    next_reminder_on: nextReminderOn(reminderSchedule(row.docType, row.expiresOn), sent, today),
    reminders_sent: sent,
  };
}

const documentColumns = {
  id: ownerDocuments.id,
  ownerId: ownerDocuments.ownerId,
  propertyId: ownerDocuments.propertyId,
  docType: ownerDocuments.docType,
  fileId: ownerDocuments.fileId,
  issuedOn: ownerDocuments.issuedOn,
  expiresOn: ownerDocuments.expiresOn,
  createdAt: ownerDocuments.createdAt,
  updatedAt: ownerDocuments.updatedAt,
  fileName: files.fileName,
};

async function sentReminders(deps: AppDeps, rows: DocumentRow[]): Promise<Map<number, ReminderThreshold[]>> {
  const sent = new Map<number, ReminderThreshold[]>();
  if (rows.length === 0) return sent;
  const reminders = await deps.db
    .select()
    .from(documentReminders)
    .where(
      inArray(
        documentReminders.documentId,
        rows.map((row) => row.id),
      ),
    );
  for (const row of rows) {
    sent.set(
      row.id,
      reminders.filter((r) => r.documentId === row.id && r.expiresOn === row.expiresOn).map((r) => r.threshold),
    );
  }
  return sent;
}

/** GET /owner_documents_list: the property's documents, newest first, each with its expiry state and next reminder. */
export async function listDocuments(
  deps: AppDeps,
  options: { ownerId: number; propertyId: number },
): Promise<OwnerDocumentsResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const today = localDateOf(deps.now(), property.timeZone);
  const rows = await deps.db
    .select(documentColumns)
    .from(ownerDocuments)
    .innerJoin(files, eq(files.id, ownerDocuments.fileId))
    .where(and(eq(ownerDocuments.ownerId, options.ownerId), eq(ownerDocuments.propertyId, property.id)))
    .orderBy(desc(ownerDocuments.updatedAt), desc(ownerDocuments.id));
  const sent = await sentReminders(deps, rows);
  const documents = rows.map((row) => toWire(row, sent.get(row.id) ?? [], today));
  const next = documents
    .map((document) => document.next_reminder_on)
    .filter((date): date is string => date !== null)
    .sort()[0];
  return { owner_documents: documents, next_reminder_on: next ?? null };
}

type DocumentFields = z.infer<typeof ownerDocumentFields>;

/**
 * POST /owner_document: a new document, or with ownerDocId a new file for an existing one (the old file goes). The
 * file is judged by its content; the dates by the domain rule, which also sets a DEWA bill's expiry.
 */
export async function uploadDocument(
  deps: AppDeps,
  options: { ownerId: number; request: FastifyRequest; parseFields: (raw: Record<string, string>) => DocumentFields },
): Promise<{ owner_document: OwnerDocument }> {
  const upload = await readUpload(options.request, DOCUMENT_UPLOAD_LIMITS);
  const fields = options.parseFields(upload.fields);
  if (fields.ownerId !== undefined && fields.ownerId !== options.ownerId) {
    throw new AppError('OWNER_MISMATCH', 'ownerId does not match the signed-in owner');
  }
  const type = documentTypeById(fields.doc_type_id);
  if (!type) throw new AppError('VALIDATION_FAILED', 'Unknown doc_type_id');
  const property = await ownedProperty(deps.db, options.ownerId, fields.propertyId);
  const today = localDateOf(deps.now(), property.timeZone);
  const dates = validateDocumentDates({
    type: type.key,
    issuedOn: fields.issued_at ?? null,
    expiresOn: fields.expires_at ?? null,
    today,
  });
  if (!dates.ok) {
    throw new AppError(dates.code, `The ${dates.field} of this document is not acceptable (${dates.code}).`, [
      { path: dates.field, code: dates.code, message: dates.code },
    ]);
  }
  const id = await deps.db.transaction(async (tx) => {
    const stored = await deps.files.put(tx, {
      ownerId: options.ownerId,
      purpose: 'document',
      fileName: upload.fileName,
      contentType: upload.contentType,
      bytes: upload.bytes,
    });
    const values = {
      docType: type.key as DocumentTypeKey,
      fileId: stored.id,
      issuedOn: type.key === 'dewa_bill' && dates.expiresOn ? dewaIssuedOn(dates.expiresOn) : null,
      expiresOn: dates.expiresOn,
      updatedAt: deps.now(),
    };
    const uploaded = {
      documentType: values.docType,
      expiresOn: values.expiresOn,
      ownerId: options.ownerId,
      propertyId: property.id,
      at: deps.now(),
    };
    if (fields.ownerDocId === undefined) {
      const [row] = await tx
        .insert(ownerDocuments)
        .values({ ownerId: options.ownerId, propertyId: property.id, ...values, createdAt: deps.now() })
        .returning({ id: ownerDocuments.id });
      if (!row) throw new Error('document insert returned no row');
      await documentUploaded(tx, { ...uploaded, documentId: row.id, isReplacement: false });
      return row.id;
    }
    const [existing] = await tx
      .select({ id: ownerDocuments.id, fileId: ownerDocuments.fileId })
      .from(ownerDocuments)
      .where(
        and(
          eq(ownerDocuments.id, fields.ownerDocId),
          eq(ownerDocuments.ownerId, options.ownerId),
          eq(ownerDocuments.propertyId, property.id),
        ),
      )
      .for('update');
    if (!existing) throw new AppError('NOT_FOUND', 'Document not found');
    await tx.update(ownerDocuments).set(values).where(eq(ownerDocuments.id, existing.id));
    await deps.files.delete(tx, existing.fileId);
    await documentUploaded(tx, { ...uploaded, documentId: existing.id, isReplacement: true });
    return existing.id;
  });
  const listed = await listDocuments(deps, { ownerId: options.ownerId, propertyId: property.id });
  const document = listed.owner_documents.find((candidate) => candidate.ownerDocId === id);
  if (!document) throw new Error('stored document not listed');
  return { owner_document: document };
}

/** The file of one of the owner's documents; another owner's id answers like an unknown one (404). */
export async function openDocumentFile(deps: AppDeps, options: { ownerId: number; id: number }): Promise<OpenedFile> {
  const [row] = await deps.db
    .select({ fileId: ownerDocuments.fileId })
    .from(ownerDocuments)
    .where(and(eq(ownerDocuments.id, options.id), eq(ownerDocuments.ownerId, options.ownerId)));
  const opened = row ? await deps.files.open(deps.db, row.fileId) : null;
  if (!opened) throw new AppError('NOT_FOUND', 'Document not found');
  return opened;
}

/** GET /owner_noc: the property's latest NOC. */
export async function openNoc(deps: AppDeps, options: { ownerId: number; propertyId: number }): Promise<OpenedFile> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const [row] = await deps.db
    .select({ id: ownerDocuments.id })
    .from(ownerDocuments)
    .where(
      and(
        eq(ownerDocuments.ownerId, options.ownerId),
        eq(ownerDocuments.propertyId, property.id),
        eq(ownerDocuments.docType, 'noc'),
      ),
    )
    .orderBy(desc(ownerDocuments.updatedAt), desc(ownerDocuments.id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No NOC uploaded for this property');
  return openDocumentFile(deps, { ownerId: options.ownerId, id: row.id });
}
