import type {
  FurnishingInvoicesResponse,
  MaintenanceInvoicesResponse,
  Reservation,
  StatementResponse,
  StatementsListResponse,
} from '@portal/contract';
import { schema } from '@portal/db';
import { type FinanceDocumentKind, financeFileNames, type LanguageCode } from '@portal/domain';
import { isLanguage, type Language } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';
import { toWireReservation } from '../calendar/finance.ts';
import { findGuestStaysByCodes } from '../calendar/repo.ts';
import { statementsCsv } from './csv.ts';
import { findFurnishing, findMaintenance, listFurnishing, listMaintenance } from './invoices-repo.ts';
import { renderFurnishingPdf, renderMaintenancePdf } from './pdf/invoice-pdf.ts';
import { renderStatementPdf } from './pdf/statement-pdf.ts';
import { type PdfSource, sendDocumentPdf } from './pdf-files.ts';
import {
  findPublishedStatement,
  findPublishedStatementsOfYear,
  listPublishedStatements,
  markDocumentRead,
  type StatementView,
} from './repo.ts';
import { printedStatement, toDetail, toFurnishingWire, toListItem, toMaintenanceWire } from './wire.ts';

interface OwnerScope {
  ownerId: number;
}
interface MonthScope extends OwnerScope {
  propertyId: number;
  year: number;
  month: number;
}

/** The language a file is written in: the one asked for (the app's), else the owner's preferred one. */
async function languageOf(deps: AppDeps, ownerId: number, asked: LanguageCode | undefined): Promise<Language> {
  if (asked) return asked;
  const [owner] = await deps.db
    .select({ language: schema.owners.preferredLanguage })
    .from(schema.owners)
    .where(eq(schema.owners.id, ownerId));
  return isLanguage(owner?.language) ? owner.language : 'en';
}

/** POST /statements_list: the property's published statements, newest first, with the owner's read state. */
export async function listStatements(
  deps: AppDeps,
  options: OwnerScope & { propertyId: number },
): Promise<StatementsListResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const rows = await listPublishedStatements(deps.db, { ownerId: options.ownerId, propertyId: property.id });
  return { data: { flag: rows.length > 0, data: rows.map((row) => toListItem(row, property)) } };
}

/** POST /statements: one published statement; each line with the calendar's own view of its reservation. */
export async function getStatement(deps: AppDeps, options: MonthScope): Promise<StatementResponse> {
  await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const view = await findPublishedStatement(deps.db, options);
  if (!view) throw new AppError('NOT_FOUND', 'No statement for this month');
  const codes = view.lines.map((line) => line.confirmationCode);
  const stays = codes.length > 0 ? await findGuestStaysByCodes(deps.db, { ownerId: options.ownerId, codes }) : [];
  const bookings = new Map<string, Reservation>(
    stays.map((stay) => [stay.confirmationCode, toWireReservation(stay)] as const),
  );
  return { data: { data: toDetail(view, bookings) } };
}

export async function listMaintenanceInvoices(
  deps: AppDeps,
  options: OwnerScope & { propertyId: number },
): Promise<MaintenanceInvoicesResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const invoices = await listMaintenance(deps.db, property.id);
  return { flag: invoices.length > 0, data: invoices.map(toMaintenanceWire) };
}

export async function listFurnishingInvoices(
  deps: AppDeps,
  options: OwnerScope & { propertyId: number },
): Promise<FurnishingInvoicesResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const invoices = await listFurnishing(deps.db, property.id);
  return { flag: invoices.length > 0, data: invoices.map(toFurnishingWire) };
}

/** POST /documents_read: another owner's document, an unknown one and an unpublished statement all answer 404. */
export async function markRead(deps: AppDeps, options: OwnerScope & { kind: FinanceDocumentKind; id: number }) {
  const found = await markDocumentRead(deps.db, { ...options, now: deps.now() });
  if (!found) throw new AppError('NOT_FOUND', 'No such document');
  return { success: true as const };
}

interface Download {
  request: FastifyRequest;
  reply: FastifyReply;
  lang: LanguageCode | undefined;
}

/** GET /statement_pdf: the statement's PDF; downloading marks it read (docs/product/statements.md#read-state). */
export async function downloadStatement(deps: AppDeps, options: MonthScope & Download) {
  await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const view = await findPublishedStatement(deps.db, options);
  if (!view) throw new AppError('NOT_FOUND', 'No statement for this month');
  const language = await languageOf(deps, options.ownerId, options.lang);
  await markDocumentRead(deps.db, { ownerId: options.ownerId, kind: 'statement', id: view.id, now: deps.now() });
  return sendDocumentPdf(deps, options.request, options.reply, statementPdfSource(view, language), language);
}

/** What a statement's PDF is made of: the staff upload, or the file generated from the stored figures. */
export function statementPdfSource(view: StatementView, language: Language): PdfSource {
  return {
    kind: 'statement',
    documentId: view.id,
    ownerId: view.ownerId,
    uploadedFileId: view.uploadedFileId,
    printed: printedStatement(view),
    fileName: financeFileNames.statement(view.nickname, view.year, view.month),
    render: () => renderStatementPdf(view, language),
  };
}

/** GET /maintenance_invoice_pdf and /furnishing_invoice_pdf; downloading marks the invoice read. */
export async function downloadInvoice(
  deps: AppDeps,
  options: OwnerScope & Download & { kind: 'maintenance' | 'furnishing'; id: number },
) {
  const invoice =
    options.kind === 'maintenance'
      ? await findMaintenance(deps.db, options.id, options.ownerId)
      : await findFurnishing(deps.db, options.id, options.ownerId);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice');
  const language = await languageOf(deps, options.ownerId, options.lang);
  await markDocumentRead(deps.db, { ownerId: options.ownerId, kind: options.kind, id: invoice.id, now: deps.now() });
  const { isRead: _read, uploadedFileId, ...printed } = invoice;
  const render =
    'invoiceNumber' in invoice
      ? () => renderMaintenancePdf(invoice, language)
      : () => renderFurnishingPdf(invoice, language);
  const fileName =
    'invoiceNumber' in invoice
      ? financeFileNames.maintenance(invoice.nickname, invoice.invoiceNumber)
      : financeFileNames.furnishing(invoice.nickname, invoice.year, invoice.month);
  return sendDocumentPdf(
    deps,
    options.request,
    options.reply,
    { kind: options.kind, documentId: invoice.id, ownerId: invoice.ownerId, uploadedFileId, printed, fileName, render },
    language,
  );
}

/** GET /statements_csv: a year's statement lines, UTF-8 with a BOM. */
export async function exportStatementsCsv(
  deps: AppDeps,
  options: OwnerScope & { propertyId: number; year: number; lang: LanguageCode | undefined },
) {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const statements = await findPublishedStatementsOfYear(deps.db, { ...options, propertyId: property.id });
  const language = await languageOf(deps, options.ownerId, options.lang);
  return {
    body: statementsCsv(statements, language, options.year),
    fileName: financeFileNames.csv(property.nickname, options.year),
  };
}
