import type {
  FurnishingInvoiceFields,
  MaintenanceInvoiceFields,
  StaffPropertyDocumentsResponse,
  StaffStatementRow,
  StaffStatementsResponse,
} from '@portal/contract/staff';
import { type Db, pgErrorCode, schema, type Tx } from '@portal/db';
import {
  financeFileNames,
  isMonthFinished,
  type LanguageCode,
  localDateOf,
  localMonth,
  minorToDecimal,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readForm, uploadLimits } from '../../files/upload.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { queryRows, toInstant } from '../calendar/sql-values.ts';
import { listFurnishing, listMaintenance } from './invoices-repo.ts';
import { sendDocumentPdf } from './pdf-files.ts';
import { findStatementById } from './repo.ts';
import { statementPdfSource } from './service.ts';

/** Scanned statements and invoices: one PDF of up to 10 MB and a few fields. */
const PDF_UPLOAD = uploadLimits({ fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 11 });

function toRow(row: Record<string, unknown>, month: { year: number; month: number }): StaffStatementRow {
  return {
    year: month.year,
    month: month.month,
    propertyId: Number(row.property_id),
    nickname: String(row.nickname),
    ownerEmail: String(row.owner_email),
    currency: String(row.currency),
    statementId: row.statement_id === null ? null : Number(row.statement_id),
    state: row.status === null ? 'none' : (row.status as 'draft' | 'published'),
    grossRevenue: row.gross_revenue === null ? null : String(row.gross_revenue),
    netAmount: row.net_amount === null ? null : String(row.net_amount),
    hasUploadedPdf: row.uploaded_file_id !== null,
    publishedAt: row.published_at ? toInstant(row.published_at).toISOString() : null,
  };
}

function statementRowsSql(join: SQL, where: SQL, order: SQL): SQL {
  return sql`
    SELECT p.id AS property_id, p.nickname, o.email AS owner_email, p.currency, s.id AS statement_id, s.status,
      s.gross_revenue::text, s.net_amount::text, s.uploaded_file_id, s.published_at, s.year, s.month
    FROM properties p JOIN owners o ON o.id = p.owner_id
    ${join}
    WHERE ${where}
    ORDER BY ${order}
  `;
}

/** GET /staff/statements: every property with its statement of the month (or none yet), for closing and publishing. */
export async function staffMonthStatements(
  deps: AppDeps,
  input: { year: number; month: number },
): Promise<StaffStatementsResponse> {
  const rows = await queryRows(
    deps.db,
    statementRowsSql(
      sql`LEFT JOIN statements s ON s.property_id = p.id AND s.year = ${input.year} AND s.month = ${input.month}`,
      sql`TRUE`,
      sql`o.email, p.nickname, p.id`,
    ),
  );
  // Over on some property's clock: month close then closes those properties (and counts the others).
  const zones = await deps.db.selectDistinct({ timeZone: schema.properties.timeZone }).from(schema.properties);
  const month = localMonth(input.year, input.month);
  return {
    ...input,
    isFinished: zones.some((zone) => isMonthFinished(month, localDateOf(deps.now(), zone.timeZone))),
    rows: rows.map((row) => toRow(row, input)),
  };
}

async function propertyOf(db: Db | Tx, propertyId: number) {
  const [row] = await queryRows(
    db as Db,
    sql`SELECT p.id, p.nickname, p.currency, p.owner_id, p.picture, o.email FROM properties p
        JOIN owners o ON o.id = p.owner_id WHERE p.id = ${propertyId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such property');
  return {
    id: Number(row.id),
    nickname: String(row.nickname),
    currency: String(row.currency),
    ownerId: Number(row.owner_id),
    ownerEmail: String(row.email),
    picture: row.picture === null ? null : String(row.picture),
  };
}

/** GET /staff/properties/:propertyId/documents: a property's statements (drafts too) and invoices, newest first. */
export async function staffPropertyDocuments(
  deps: AppDeps,
  propertyId: number,
): Promise<StaffPropertyDocumentsResponse> {
  const property = await propertyOf(deps.db, propertyId);
  const statements = await queryRows(
    deps.db,
    statementRowsSql(
      sql`JOIN statements s ON s.property_id = p.id`,
      sql`p.id = ${propertyId}`,
      sql`s.year DESC, s.month DESC`,
    ),
  );
  const maintenance = await listMaintenance(deps.db, propertyId);
  const furnishing = await listFurnishing(deps.db, propertyId);
  const invoice = (i: { id: number; year: number; month: number; title: string; uploadedFileId: string | null }) => ({
    id: i.id,
    year: i.year,
    month: i.month,
    title: i.title,
    hasUploadedPdf: i.uploadedFileId !== null,
  });
  return {
    property,
    statements: statements.map((row) => toRow(row, { year: Number(row.year), month: Number(row.month) })),
    maintenance: maintenance.map((m) => ({
      ...invoice(m),
      reference: m.invoiceNumber,
      total: minorToDecimal(m.total),
    })),
    furnishing: furnishing.map((f) => ({ ...invoice(f), reference: null, total: minorToDecimal(f.total) })),
  };
}

/** Reads a staff upload: the form's fields by the contract schema, and at most one PDF (judged by its content). */
async function readPdfForm<T>(request: FastifyRequest, fields: z.ZodType<T>, isFileRequired: boolean) {
  const form = await readForm(request, PDF_UPLOAD);
  const parsed = fields.safeParse(form.fields);
  if (!parsed.success) {
    const validation = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', validation.map((v) => `${v.path}: ${v.message}`).join('; '), validation);
  }
  const file = form.files.at(-1);
  if (file && file.contentType !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'Statements and invoices are uploaded as PDF.');
  }
  if (!file && isFileRequired) throw new AppError('VALIDATION_FAILED', 'The upload has no file.');
  return { fields: parsed.data, file };
}

/** POST /staff/statements/:statementId/pdf: an uploaded PDF is served instead of the generated one (audited). */
export async function replaceStatementPdf(
  deps: AppDeps,
  actor: AuditActor,
  input: { statementId: number; request: FastifyRequest },
) {
  const { file } = await readPdfForm(input.request, z.object({}), true);
  if (!file) throw new AppError('VALIDATION_FAILED', 'The upload has no file.');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [statement] = await queryRows(
      tx as unknown as Db,
      sql`SELECT s.id, s.uploaded_file_id, s.year, s.month, p.owner_id, p.nickname FROM statements s
          JOIN properties p ON p.id = s.property_id WHERE s.id = ${input.statementId} FOR UPDATE OF s`,
    );
    if (!statement) throw new AppError('NOT_FOUND', 'No such statement');
    const ownerId = Number(statement.owner_id);
    const stored = await deps.files.put(tx, {
      ownerId,
      purpose: 'statement',
      fileName: financeFileNames.statement(String(statement.nickname), Number(statement.year), Number(statement.month)),
      contentType: 'application/pdf',
      bytes: file.bytes,
    });
    await tx.execute(
      sql`UPDATE statements SET uploaded_file_id = ${stored.id}, updated_at = ${now} WHERE id = ${input.statementId}`,
    );
    if (statement.uploaded_file_id) await deps.files.delete(tx, String(statement.uploaded_file_id));
    await recordAudit(tx, {
      actor,
      action: 'statement.pdf_replaced',
      subject: { ownerId, entity: 'statement', entityId: input.statementId },
      details: { fileName: file.fileName, byteSize: stored.byteSize, sha256: stored.sha256 },
      at: now,
    });
    return { id: input.statementId };
  });
}

const amountOrNull = (value: string | undefined) => value ?? null;

/** POST /staff/properties/:propertyId/{maintenance,furnishing}-invoices: a new invoice, with its PDF if given. */
export async function uploadInvoice(
  deps: AppDeps,
  actor: AuditActor,
  input:
    | { kind: 'maintenance'; propertyId: number; request: FastifyRequest; schema: z.ZodType<MaintenanceInvoiceFields> }
    | { kind: 'furnishing'; propertyId: number; request: FastifyRequest; schema: z.ZodType<FurnishingInvoiceFields> },
) {
  const { fields, file } = await readPdfForm<MaintenanceInvoiceFields | FurnishingInvoiceFields>(
    input.request,
    input.schema as z.ZodType<MaintenanceInvoiceFields | FurnishingInvoiceFields>,
    false,
  );
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const property = await propertyOf(tx, input.propertyId);
      const stored = file
        ? await deps.files.put(tx, {
            ownerId: property.ownerId,
            purpose: 'invoice',
            fileName: file.fileName,
            contentType: 'application/pdf',
            bytes: file.bytes,
          })
        : null;
      const common = {
        propertyId: property.id,
        year: fields.year,
        month: fields.month,
        uploadedFileId: stored?.id ?? null,
      };
      let id: number;
      if (input.kind === 'maintenance') {
        const f = fields as MaintenanceInvoiceFields;
        const [row] = await tx
          .insert(schema.maintenanceInvoices)
          .values({
            ...common,
            invoiceNumber: f.invoice_number,
            title: f.title,
            totalExpenses: amountOrNull(f.total_expenses),
            expenses: amountOrNull(f.expenses),
            fee: amountOrNull(f.fee),
            otherExpenses: amountOrNull(f.other_expenses),
            createdAt: now,
          })
          .returning({ id: schema.maintenanceInvoices.id });
        id = row?.id ?? 0;
      } else {
        const f = fields as FurnishingInvoiceFields;
        const [row] = await tx
          .insert(schema.furnishingInvoices)
          .values({
            ...common,
            title: f.title,
            fpExpenses: f.fp_expenses,
            fpFee: f.fp_fee,
            nonFpExpenses: f.non_fp_expenses,
            totalReceived: f.total_received,
            createdAt: now,
          })
          .returning({ id: schema.furnishingInvoices.id });
        id = row?.id ?? 0;
      }
      await recordAudit(tx, {
        actor,
        action: `invoice.${input.kind}_uploaded`,
        subject: { ownerId: property.ownerId, entity: `${input.kind}_invoice`, entityId: id },
        details: { ...fields, hasPdf: stored !== null },
        at: now,
      });
      return { id };
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      throw new AppError('INVOICE_NUMBER_TAKEN', 'This property already has an invoice with this number.');
    }
    throw error;
  }
}

/** GET /staff/statements/:statementId/pdf: what the owner will get (drafts too), for review; marks nothing read. */
export async function previewStatementPdf(
  deps: AppDeps,
  input: { statementId: number; lang: LanguageCode | undefined; request: FastifyRequest; reply: FastifyReply },
) {
  const view = await findStatementById(deps.db, input.statementId);
  if (!view) throw new AppError('NOT_FOUND', 'No such statement');
  const [owner] = await deps.db
    .select({ language: schema.owners.preferredLanguage })
    .from(schema.owners)
    .where(sql`${schema.owners.id} = ${view.ownerId}`);
  const language = input.lang ?? owner?.language ?? 'en';
  return sendDocumentPdf(deps, input.request, input.reply, statementPdfSource(view, language), language);
}
