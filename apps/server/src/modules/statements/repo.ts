import type { Db, Tx } from '@portal/db';
import {
  type AdjustmentKind,
  type FinanceDocumentKind,
  type StatementAdjustment,
  type StatementFigures,
  type StatementLine,
  toMinorUnits,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, toInstant, toText } from '../calendar/sql-values.ts';

/** A statement as the owner API, the PDF and the CSV read it: money in minor units. */
export interface StatementView {
  id: number;
  propertyId: number;
  ownerId: number;
  nickname: string;
  propertyTitle: string;
  timeZone: string;
  currency: string;
  year: number;
  month: number;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  uploadedFileId: string | null;
  isRead: boolean;
  figures: StatementFigures;
  lines: StatementLine[];
  adjustments: StatementAdjustment[];
}

const minor = (value: unknown) => toMinorUnits(String(value ?? '0'));
const json = (value: unknown): Record<string, unknown>[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[];

function toView(row: Record<string, unknown>): StatementView {
  return {
    id: Number(row.id),
    propertyId: Number(row.property_id),
    ownerId: Number(row.owner_id),
    nickname: String(row.nickname),
    propertyTitle: String(row.title),
    timeZone: String(row.time_zone),
    currency: String(row.currency),
    year: Number(row.year),
    month: Number(row.month),
    status: row.status as StatementView['status'],
    publishedAt: row.published_at ? toInstant(row.published_at) : null,
    uploadedFileId: toText(row.uploaded_file_id),
    isRead: row.is_read === true,
    figures: {
      grossRevenue: minor(row.gross_revenue),
      managementFee: minor(row.management_fee),
      expenses: minor(row.expenses),
      refunds: minor(row.refunds),
      net: minor(row.net_amount),
    },
    lines: json(row.lines).map((line) => ({
      confirmationCode: String(line.code),
      guestName: toText(line.guest),
      checkIn: toInstant(line.check_in),
      checkOut: toInstant(line.check_out),
      nights: Number(line.nights),
      grossRevenue: minor(line.gross),
      managementFee: minor(line.fee),
      netPayout: minor(line.net),
    })),
    adjustments: json(row.adjustments).map((adjustment) => ({
      kind: adjustment.kind as AdjustmentKind,
      sourceId: adjustment.source_id === null ? null : Number(adjustment.source_id),
      label: String(adjustment.label),
      amount: minor(adjustment.amount),
    })),
  };
}

/** Header, reservations and adjustments of the statements matching `where`, in one statement (no N+1). */
function statementsSql(where: SQL, readerId: SQL): SQL {
  return sql`
    SELECT s.id, s.property_id, p.owner_id, p.nickname, p.title, p.time_zone, s.currency, s.year, s.month, s.status,
      s.published_at, s.uploaded_file_id, s.gross_revenue::text, s.management_fee::text, s.expenses::text,
      s.refunds::text, s.net_amount::text,
      EXISTS (SELECT 1 FROM document_reads r
              WHERE r.owner_id = ${readerId} AND r.kind = 'statement' AND r.document_id = s.id) AS is_read,
      (SELECT coalesce(json_agg(json_build_object(
          'code', l.confirmation_code, 'guest', l.guest_name, 'check_in', l.check_in, 'check_out', l.check_out,
          'nights', l.nights, 'gross', l.gross_revenue::text, 'fee', l.management_fee::text, 'net', l.net_payout::text)
        ORDER BY l.position), '[]'::json)
       FROM statement_reservations l WHERE l.statement_id = s.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object(
          'kind', a.kind, 'source_id', a.source_id, 'label', a.label, 'amount', a.amount::text) ORDER BY a.position),
        '[]'::json)
       FROM statement_adjustments a WHERE a.statement_id = s.id) AS adjustments
    FROM statements s JOIN properties p ON p.id = s.property_id
    WHERE ${where}
    ORDER BY s.year, s.month
  `;
}

/** One published statement of an owner's property and month, or null (unknown, foreign, draft: all alike). */
export async function findPublishedStatement(
  db: Db,
  input: { ownerId: number; propertyId: number; year: number; month: number },
): Promise<StatementView | null> {
  const rows = await queryRows(
    db,
    statementsSql(
      sql`p.owner_id = ${input.ownerId} AND s.property_id = ${input.propertyId} AND s.year = ${input.year}
          AND s.month = ${input.month} AND s.status = 'published'`,
      sql`${input.ownerId}`,
    ),
  );
  return rows[0] ? toView(rows[0]) : null;
}

/** The published statements of an owner's property in one year, with their lines (the CSV export). */
export async function findPublishedStatementsOfYear(
  db: Db,
  input: { ownerId: number; propertyId: number; year: number },
): Promise<StatementView[]> {
  const rows = await queryRows(
    db,
    statementsSql(
      sql`p.owner_id = ${input.ownerId} AND s.property_id = ${input.propertyId} AND s.year = ${input.year}
          AND s.status = 'published'`,
      sql`${input.ownerId}`,
    ),
  );
  return rows.map(toView);
}

/** Any statement by id (staff: drafts too); the reader is the property's owner. */
export async function findStatementById(db: Db | Tx, id: number): Promise<StatementView | null> {
  const rows = await queryRows(db as Db, statementsSql(sql`s.id = ${id}`, sql`p.owner_id`));
  return rows[0] ? toView(rows[0]) : null;
}

export interface StatementSummaryRow {
  id: number;
  year: number;
  month: number;
  currency: string;
  grossRevenue: number;
  net: number;
  publishedAt: Date;
  isRead: boolean;
}

/** The published statements of a property, newest first, with the owner's read state. */
export async function listPublishedStatements(
  db: Db,
  input: { ownerId: number; propertyId: number },
): Promise<StatementSummaryRow[]> {
  const rows = await queryRows(
    db,
    sql`
    SELECT s.id, s.year, s.month, s.currency, s.gross_revenue::text AS gross, s.net_amount::text AS net, s.published_at,
      (r.owner_id IS NOT NULL) AS is_read
    FROM statements s
    LEFT JOIN document_reads r ON r.owner_id = ${input.ownerId} AND r.kind = 'statement' AND r.document_id = s.id
    WHERE s.property_id = ${input.propertyId} AND s.status = 'published'
    ORDER BY s.year DESC, s.month DESC
  `,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    year: Number(row.year),
    month: Number(row.month),
    currency: String(row.currency),
    grossRevenue: minor(row.gross),
    net: minor(row.net),
    publishedAt: toInstant(row.published_at),
    isRead: row.is_read === true,
  }));
}

/**
 * Marks one of the owner's documents read, in one round trip; false when the owner has no such document (another
 * owner's, unknown, or a statement not yet published), which the caller answers as 404. Reading twice is harmless.
 */
export async function markDocumentRead(
  db: Db | Tx,
  input: { ownerId: number; kind: FinanceDocumentKind; id: number; now: Date },
): Promise<boolean> {
  const owned = {
    statement: sql`SELECT s.id FROM statements s JOIN properties p ON p.id = s.property_id
                   WHERE s.id = ${input.id} AND p.owner_id = ${input.ownerId} AND s.status = 'published'`,
    maintenance: sql`SELECT i.id FROM maintenance_invoices i JOIN properties p ON p.id = i.property_id
                     WHERE i.id = ${input.id} AND p.owner_id = ${input.ownerId}`,
    furnishing: sql`SELECT i.id FROM furnishing_invoices i JOIN properties p ON p.id = i.property_id
                    WHERE i.id = ${input.id} AND p.owner_id = ${input.ownerId}`,
  }[input.kind];
  const rows = await queryRows(
    db as Db,
    sql`
    WITH doc AS (${owned}),
    marked AS (
      INSERT INTO document_reads (owner_id, kind, document_id, read_at)
      SELECT ${input.ownerId}, ${input.kind}, doc.id, ${input.now} FROM doc
      ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int AS found FROM doc
  `,
  );
  return Number(rows[0]?.found ?? 0) > 0;
}
